// @vitest-environment jsdom
import QRCode from 'qrcode';
import { afterEach, describe, expect, it } from 'vitest';
import { cardMessages } from '../../../../src/core/card/cardMessages';
import type { WalletOffer } from '../../../../src/core/card/walletOffer';
import { QrCode } from '../../../../src/ui/screens/card/QrCode';
import { WalletActions } from '../../../../src/ui/screens/card/WalletActions';
import { cleanupDom, renderInDom } from '../../components/renderInDom';

afterEach(cleanupDom);

/** The dark modules the SVG draws, read back from its path ('M{x} {y}h1v1h-1z' each). */
function drawnModules(svg: SVGSVGElement): { size: number; dark: Set<string> } {
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const path = svg.querySelector('path')?.getAttribute('d') ?? '';
  const dark = new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`));
  return { size, dark };
}

describe('QrCode: the code drawn on the device', () => {
  it.each(['100104', '10012345'])(
    'draws exactly the QR symbol of %s, named by its label',
    (number) => {
      const { container } = renderInDom(
        <QrCode value={number} label={cardMessages.codeAlt(number)} />,
      );
      const svg = container.querySelector('svg') as SVGSVGElement;
      const expected = QRCode.create(number, { errorCorrectionLevel: 'M' }).modules;

      const { size, dark } = drawnModules(svg);

      expect(svg.getAttribute('role')).toBe('img');
      expect(svg.getAttribute('aria-label')).toBe(`QR code of your membership number, ${number}`);
      expect(size).toBe(expected.size);
      for (let y = 0; y < size; y += 1) {
        for (let x = 0; x < size; x += 1) {
          expect(dark.has(`${x},${y}`), `module ${x},${y}`).toBe(expected.data[y * size + x] === 1);
        }
      }
    },
  );
});

const offer = (parts: Partial<WalletOffer>): WalletOffer => ({
  appleUrl: null,
  googleUrl: null,
  phoneHandoffUrl: null,
  linksMissing: null,
  sample: false,
  appleDownloads: false,
  ...parts,
});

/** The link a wallet's artwork names: its image's text alternative is the link's whole name. */
const link = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('a')].find(
    (anchor) => anchor.textContent === '' && anchor.querySelector('img')?.alt === name,
  ) ?? null;

describe('WalletActions', () => {
  it("opens Apple's pass in the same tab (Safari shows the Add to Wallet sheet)", () => {
    const url = 'https://rewards.example.com/wallet/apple/pass?token=t1';
    const { container } = renderInDom(<WalletActions offer={offer({ appleUrl: url })} />);

    const apple = link(container, cardMessages.addToAppleWallet);

    expect(apple?.getAttribute('href')).toBe(url);
    expect(apple?.getAttribute('target')).toBeNull();
    expect(link(container, cardMessages.addToGoogleWallet)).toBeNull();
  });

  it("opens Google's save page in a new tab, without handing it this page", () => {
    const url = 'https://pay.google.com/gp/v/save/eyJ';
    const { container } = renderInDom(<WalletActions offer={offer({ googleUrl: url })} />);

    const google = link(container, cardMessages.addToGoogleWallet);

    expect(google?.getAttribute('href')).toBe(url);
    expect(google?.getAttribute('rel')).toContain('noopener');
    expect(link(container, cardMessages.addToAppleWallet)).toBeNull();
  });

  it('shows each wallet’s own artwork, named by its wording', () => {
    const { container } = renderInDom(
      <WalletActions
        offer={offer({ appleUrl: 'https://a.example/p', googleUrl: 'https://pay.google.com/x' })}
      />,
    );

    const apple = link(container, 'Add to Apple Wallet');
    const google = link(container, 'Add to Google Wallet');

    expect(apple?.querySelector('img')?.getAttribute('src')).toBe(
      '/brand/wallets/Add_to_Apple_Wallet_rgb_US-UK.svg',
    );
    expect(google?.querySelector('img')?.getAttribute('src')).toBe(
      '/brand/wallets/en_GB_wallet_button_condensed.svg',
    );
    expect(container.textContent).not.toContain(cardMessages.samplePass);
  });

  it('says a demo world’s passes are samples, and downloads the Apple sample where Apple Wallet is not', () => {
    const { container } = renderInDom(
      <WalletActions
        offer={offer({
          appleUrl: 'http://127.0.0.1:4173/wallet/sample/100104.pkpass',
          googleUrl: 'https://pay.google.com/gp/v/save/eyJ',
          sample: true,
          appleDownloads: true,
        })}
      />,
    );

    expect(container.querySelector('[role="note"]')?.textContent).toBe(
      `${cardMessages.samplePass} ${cardMessages.samplePassNote}`,
    );
    expect(link(container, cardMessages.addToAppleWallet)?.getAttribute('download')).toBe(
      'met-rewards-sample.pkpass',
    );
  });

  it('opens a real Apple pass in the wallet, never as a download', () => {
    const { container } = renderInDom(
      <WalletActions offer={offer({ appleUrl: 'https://a.example/p' })} />,
    );

    expect(link(container, cardMessages.addToAppleWallet)?.hasAttribute('download')).toBe(false);
  });

  it("shows the phone hand-off as a QR of the card's address, and no wallet heading without a wallet", () => {
    const url = 'https://rewards.example.com/card';
    const { container } = renderInDom(<WalletActions offer={offer({ phoneHandoffUrl: url })} />);

    const qr = container.querySelector(`[aria-label="${cardMessages.phoneHandoffAlt}"]`);

    expect(qr?.getAttribute('data-qr-value')).toBe(url);
    expect(container.textContent).toContain(cardMessages.phoneHandoff);
    expect(container.textContent).not.toContain(cardMessages.walletsHeading);
  });

  it('shows nothing when there is nothing to offer (a phone with no wallet link)', () => {
    const { container } = renderInDom(<WalletActions offer={offer({})} />);

    expect(container.innerHTML).toBe('');
  });
});
