import { describe, expect, it } from 'vitest';
import type { WalletPassLinks } from '@met/scheme/contract';
import {
  NO_WALLET_LINKS,
  walletOffer,
  type WalletDevice,
} from '../../../src/core/card/walletOffer';

const APPLE = 'https://rewards.example.com/wallet/apple/pass?token=t1';
const GOOGLE = 'https://pay.google.com/gp/v/save/eyJ';
const CARD = 'https://rewards.example.com/card';
const BOTH: WalletPassLinks = {
  apple: { url: APPLE, expiresAt: '2026-03-01T12:10:00Z' },
  google: { url: GOOGLE },
};
const NONE: WalletPassLinks = { apple: null, google: null };

type Shown = [apple: boolean, google: boolean, handoff: boolean];

// Apple on iOS and macOS Safari, Google on Android and desktop Chrome, and a computer
// (never shown at the desk) offers the card on a phone whatever its wallets.
const DEVICES: [string, WalletDevice, Shown][] = [
  ['iPhone Safari', { kind: 'ios', browser: 'safari' }, [true, false, false]],
  [
    'iPhone Chrome (WebKit: adds passes too)',
    { kind: 'ios', browser: 'chrome' },
    [true, false, false],
  ],
  ['Mac Safari', { kind: 'desktop', browser: 'safari' }, [true, false, true]],
  ['Android Chrome', { kind: 'android', browser: 'chrome' }, [false, true, false]],
  ['Android Samsung Internet', { kind: 'android', browser: 'other' }, [false, true, false]],
  [
    "Android's old stock browser (says Safari in its user agent)",
    { kind: 'android', browser: 'safari' },
    [false, true, false],
  ],
  ['desktop Chrome', { kind: 'desktop', browser: 'chrome' }, [false, true, true]],
  ['desktop Firefox or Edge', { kind: 'desktop', browser: 'other' }, [false, false, true]],
];

describe('walletOffer: which wallet each device is offered', () => {
  it.each(DEVICES)('%s, both links given', (_name, device, [apple, google, handoff]) => {
    const offer = walletOffer(device, BOTH, CARD);

    expect(offer).toEqual({
      appleUrl: apple ? APPLE : null,
      googleUrl: google ? GOOGLE : null,
      phoneHandoffUrl: handoff ? CARD : null,
      linksMissing: null,
      sample: false,
      appleDownloads: false,
    });
  });

  it.each(DEVICES)(
    '%s, sample links (a demo world): both wallets, said to be samples; the Apple pass downloads where Apple Wallet is not',
    (_name, device, [apple, , handoff]) => {
      const offer = walletOffer(device, { ...BOTH, sample: true }, CARD);

      expect(offer).toEqual({
        appleUrl: APPLE,
        googleUrl: GOOGLE,
        phoneHandoffUrl: handoff ? CARD : null,
        linksMissing: null,
        sample: true,
        appleDownloads: !apple,
      });
    },
  );

  it('is no sample when a demo world offers no link at all (a member it holds no sample for)', () => {
    const offer = walletOffer({ kind: 'ios', browser: 'safari' }, { ...NONE, sample: true }, CARD);

    expect(offer.sample).toBe(false);
    expect(offer.appleDownloads).toBe(false);
  });

  it.each(DEVICES)('%s, no links (a backend without keys): no wallet button', (_name, device) => {
    const offer = walletOffer(device, NONE, CARD);

    expect(offer.appleUrl).toBeNull();
    expect(offer.googleUrl).toBeNull();
    expect(offer.phoneHandoffUrl).toBe(device.kind === 'desktop' ? CARD : null);
  });

  it.each([
    ['Apple', { apple: BOTH.apple, google: null }],
    ['Google', { apple: null, google: BOTH.google }],
  ] as const)(
    'is a sample with only the %s sample link, which every device is offered',
    (_name, links) => {
      const offer = walletOffer(
        { kind: 'desktop', browser: 'other' },
        { ...links, sample: true },
        CARD,
      );

      expect(offer.sample).toBe(true);
      expect(offer.appleUrl).toBe(links.apple?.url ?? null);
      expect(offer.googleUrl).toBe(links.google?.url ?? null);
    },
  );

  it('offers only the wallet whose link is given', () => {
    const appleOnly = { ...BOTH, google: null };

    expect(
      walletOffer({ kind: 'desktop', browser: 'chrome' }, appleOnly, CARD).googleUrl,
    ).toBeNull();
    expect(walletOffer({ kind: 'ios', browser: 'safari' }, appleOnly, CARD).appleUrl).toBe(APPLE);
  });

  it('stands in for links not asked for with the answer of a backend without keys', () => {
    expect(NO_WALLET_LINKS).toEqual({ apple: null, google: null });
  });
});
