/**
 * The wallets' own buttons, drawn here as closely as their published guidelines allow without
 * their downloadable artwork (DECISIONS.md "Card and wallets: the wallet buttons"): black, the
 * wallet's mark on the left, the wallets' own English wording, at least 48 px tall, with their
 * clear space kept by the container. Each link's accessible name is its visible wording.
 */

/** 'Add to Apple Wallet' on the badge's two lines. */
const APPLE_WORDING = ['Add to', 'Apple Wallet'] as const;

/** 'Add to Google Wallet' on two lines as well, so the two buttons fit side by side on a phone. */
const GOOGLE_WORDING = ['Add to', 'Google Wallet'] as const;

/**
 * Apple's two-line web badge: 'Add to' over 'Apple Wallet', beside a wallet of stacked cards, on
 * black with the hairline grey outline the badge keeps on dark grounds.
 */
export function AppleWalletButton({ href, download }: { href: string; download: boolean }) {
  return (
    <a
      className="wallet-button wallet-button--apple"
      href={href}
      {...(download ? { download: 'met-rewards-sample.pkpass' } : {})}
    >
      <svg
        className="wallet-button__mark"
        viewBox="0 0 32 26"
        width="32"
        height="26"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="0.5" y="0.5" width="31" height="25" rx="6" fill="#1c1c1e" stroke="#3a3a3c" />
        <rect x="4" y="3.5" width="24" height="8" rx="1.6" fill="#34a6f4" />
        <rect x="4" y="6.5" width="24" height="8" rx="1.6" fill="#f7b731" />
        <rect x="4" y="9.5" width="24" height="8" rx="1.6" fill="#43c467" />
        <rect x="4" y="12.5" width="24" height="8" rx="1.6" fill="#f2554a" />
        <path
          d="M2 15.5h8.5a5.5 4 0 0 0 11 0H30v8.2a1.8 1.8 0 0 1-1.8 1.8H3.8A1.8 1.8 0 0 1 2 23.7z"
          fill="#d9d9de"
        />
      </svg>
      {/* Two lines that read as one phrase: the space and the break make 'Add to Apple Wallet'. */}
      <span className="wallet-button__lines">
        <span className="wallet-button__small">{APPLE_WORDING[0]}</span> <br />
        <span className="wallet-button__large">{APPLE_WORDING[1]}</span>
      </span>
    </a>
  );
}

/** Google's button: a black pill, the Google Wallet mark, 'Add to Google Wallet' on two lines. */
export function GoogleWalletButton({ href }: { href: string }) {
  return (
    <a
      className="wallet-button wallet-button--google"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      <svg
        className="wallet-button__mark"
        viewBox="0 0 28 24"
        width="28"
        height="24"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M3 6.5A3.5 3.5 0 0 1 6.5 3h15A3.5 3.5 0 0 1 25 6.5V9H3z" fill="#ea4335" />
        <path d="M3 8.5A3.5 3.5 0 0 1 6.5 5h15A3.5 3.5 0 0 1 25 8.5V11H3z" fill="#fbbc04" />
        <path d="M3 10.5A3.5 3.5 0 0 1 6.5 7h15A3.5 3.5 0 0 1 25 10.5V13H3z" fill="#34a853" />
        <path
          d="M3 12.5A3.5 3.5 0 0 1 6.5 9h4.8c1.6 0 2.2 2.6 4.7 2.6h9V17.5A3.5 3.5 0 0 1 21.5 21h-15A3.5 3.5 0 0 1 3 17.5z"
          fill="#4285f4"
        />
      </svg>
      <span className="wallet-button__lines">
        <span className="wallet-button__small">{GOOGLE_WORDING[0]}</span> <br />
        <span className="wallet-button__large">{GOOGLE_WORDING[1]}</span>
      </span>
    </a>
  );
}
