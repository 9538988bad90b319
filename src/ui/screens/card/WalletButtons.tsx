import { cardMessages } from '../../../core/card/cardMessages';

/**
 * The wallets' own artwork, unmodified and under the names they were published with
 * (DECISIONS.md "Card and wallets: the wallet buttons"): Apple's English 'Add to Apple Wallet'
 * badge and Google's en-GB condensed 'Add to Google Wallet' button. Both are images of their own
 * wording, so each image's text alternative is that wording and names the link. The service
 * worker precaches them with the app's other images, so the buttons still draw offline.
 */
const APPLE_BADGE = {
  src: '/brand/wallets/Add_to_Apple_Wallet_rgb_US-UK.svg',
  width: 110.095,
  height: 34.016,
} as const;

const GOOGLE_BUTTON = {
  src: '/brand/wallets/en_GB_wallet_button_condensed.svg',
  width: 199,
  height: 55,
} as const;

/** Apple's badge: the link is only a hit target around the artwork. */
export function AppleWalletButton({ href, download }: { href: string; download: boolean }) {
  return (
    <a
      className="wallet-button wallet-button--apple"
      href={href}
      {...(download ? { download: 'met-rewards-sample.pkpass' } : {})}
    >
      <img
        className="wallet-button__art"
        src={APPLE_BADGE.src}
        width={APPLE_BADGE.width}
        height={APPLE_BADGE.height}
        alt={cardMessages.addToAppleWallet}
      />
    </a>
  );
}

/** Google's condensed button, 'Add to' over 'Google Wallet': it fits beside Apple's on a phone. */
export function GoogleWalletButton({ href }: { href: string }) {
  return (
    <a
      className="wallet-button wallet-button--google"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      <img
        className="wallet-button__art"
        src={GOOGLE_BUTTON.src}
        width={GOOGLE_BUTTON.width}
        height={GOOGLE_BUTTON.height}
        alt={cardMessages.addToGoogleWallet}
      />
    </a>
  );
}
