import type { WalletPassLinks } from '@met/scheme/contract';
import type { BrowserFamily, PlatformKind } from '../ports/PlatformPort';

/** No wallet offered: a backend with no keys, or links not asked for (offline) or not answered. */
export const NO_WALLET_LINKS: WalletPassLinks = { apple: null, google: null };

/** What the card screen offers besides the card itself. */
export interface WalletOffer {
  /** 'Add to Apple Wallet': iPhone and iPad (every browser there is Safari's engine), and Safari on a Mac. */
  appleUrl: string | null;
  /** 'Add to Google Wallet': Android, and Chrome on a computer (the pass goes to the Google account). */
  googleUrl: string | null;
  /**
   * The links open sample passes signed with throwaway keys (the fake world, the emulators):
   * both wallets are offered on every device, so a demo shows both buttons, and the screen says
   * they are samples (DECISIONS.md "Card and wallets: sample passes").
   */
  sample: boolean;
  /** The Apple link saves the .pkpass as a file: a sample on a device without Apple Wallet. */
  appleDownloads: boolean;
  /**
   * On a computer: the card's own address, shown as a QR to open the card on a phone. A computer
   * is never what the member shows at the desk, so it is offered there whatever the wallets.
   */
  phoneHandoffUrl: string | null;
  /** Why the wallets were not asked for or did not answer; null when they answered. */
  linksMissing: 'offline' | 'failed' | null;
}

export interface WalletDevice {
  kind: PlatformKind;
  browser: BrowserFamily;
}

/** Which wallet buttons and hand-off a device gets for the links the backend gave. */
export function walletOffer(
  device: WalletDevice,
  links: WalletPassLinks,
  cardUrl: string,
  linksMissing: WalletOffer['linksMissing'] = null,
): WalletOffer {
  const wantsApple =
    device.kind === 'ios' || (device.kind === 'desktop' && device.browser === 'safari');
  const wantsGoogle =
    device.kind === 'android' || (device.kind === 'desktop' && device.browser === 'chrome');
  const sample = links.sample === true && (links.apple !== null || links.google !== null);
  const appleUrl = wantsApple || sample ? (links.apple?.url ?? null) : null;
  return {
    appleUrl,
    googleUrl: wantsGoogle || sample ? (links.google?.url ?? null) : null,
    phoneHandoffUrl: device.kind === 'desktop' ? cardUrl : null,
    linksMissing,
    sample,
    appleDownloads: appleUrl !== null && !wantsApple,
  };
}
