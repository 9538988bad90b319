import { describe, expect, it } from 'vitest';
import { MalformedResponseError } from '../../../src/core/domain/MalformedResponseError';
import { parseWalletPassLinks } from '../../../src/core/domain/walletPassLinks';

const APPLE = {
  url: 'https://rewards.example.com/wallet/apple/pass?token=t',
  expiresAt: '2026-03-01T12:10:00Z',
};
const GOOGLE = { url: 'https://pay.google.com/gp/v/save/eyJ' };

describe("wallet-getPassLinks' answer at the port boundary", () => {
  it.each([
    ['both wallets', { apple: APPLE, google: GOOGLE }],
    ['neither (no keys)', { apple: null, google: null }],
    ['Apple only', { apple: APPLE, google: null }],
  ])('keeps %s', (_name, answer) => {
    expect(parseWalletPassLinks(answer)).toEqual(answer);
  });

  it('drops fields the contract does not name', () => {
    expect(parseWalletPassLinks({ apple: { ...APPLE, extra: 1 }, google: null, x: 2 })).toEqual({
      apple: APPLE,
      google: null,
    });
  });

  it.each([
    ['nothing', null],
    ['a missing google', { apple: null }],
    [
      'a javascript: link behind the Apple button',
      { apple: { ...APPLE, url: 'javascript:alert(1)' }, google: null },
    ],
    ['a plain http link', { apple: null, google: { url: 'http://pay.google.com/gp/v/save/eyJ' } }],
    ['a link that is not a URL', { apple: null, google: { url: 'not a url' } }],
    ['an Apple link with no expiry', { apple: { url: APPLE.url }, google: null }],
    ['a list', []],
  ])('refuses %s as malformed', (_name, answer) => {
    expect(() => parseWalletPassLinks(answer)).toThrow(MalformedResponseError);
  });
});
