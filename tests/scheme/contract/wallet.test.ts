import { describe, expect, it } from 'vitest';
import { CallableError, parseWalletPassLinksRequest, WALLET_CALLABLE } from '@met/scheme/contract';

describe('parseWalletPassLinksRequest: the wallet links are always the caller’s own', () => {
  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty record', {}],
  ])('accepts %s', (_case, raw) => {
    expect(parseWalletPassLinksRequest(raw)).toStrictEqual({});
  });

  it.each([
    ['another member’s number', { membershipNumber: '100104' }],
    ['an empty list', []],
    ['empty text', ''],
    ['text', 'abc'],
    ['zero', 0],
    ['false', false],
  ])('refuses %s', (_case, raw) => {
    let refusal: unknown;
    try {
      parseWalletPassLinksRequest(raw);
    } catch (error) {
      refusal = error;
    }

    expect(refusal).toBeInstanceOf(CallableError);
    expect(refusal).toMatchObject({
      code: 'invalid-argument',
      message: 'This request takes no fields.',
    });
  });
});

describe('the wallet callable', () => {
  it('is deployed as wallet-getPassLinks, beside the spec’s 19', () => {
    expect(WALLET_CALLABLE).toBe('wallet-getPassLinks');
  });
});
