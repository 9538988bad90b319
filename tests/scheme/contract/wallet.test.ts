import { describe, expect, it } from 'vitest';
import {
  CALLABLE_NAMES,
  CallableError,
  parseRequest,
  parseResponse,
  SPEC_CALLABLE_NAMES,
  TAKES_NO_FIELDS,
} from '@met/scheme/contract';
import { MalformedResponseError } from '../../../src/core/kernel/MalformedResponseError';
import { validateCallableResponse } from '../../../src/core/kernel/validateCallableResponse';

/**
 * wallet-getPassLinks, our extension of the spec's callable table
 * (DECISIONS.md "Card and wallets"): its request and response schemas (contract/wallet/requests.ts,
 * contract/wallet/responses.ts), and its answer at the port boundary every callable's answer crosses
 * (validateCallableResponse).
 */

describe('the wallet callable', () => {
  it('is deployed as wallet-getPassLinks, in the contract’s table beside the spec’s 19', () => {
    expect(CALLABLE_NAMES).toContain('wallet-getPassLinks');
    expect(SPEC_CALLABLE_NAMES).toHaveLength(19);
    expect(SPEC_CALLABLE_NAMES).not.toContain('wallet-getPassLinks');
    // Was [...spec's 19, 'wallet-getPassLinks']: wallet-removeCardEverywhere joined it
    // (DECISIONS.md "Card and wallets: Apple Wallet: revocable passes").
    // ... and members-takeBreak after them:
    // DECISIONS.md "Safer gambling: take a break and self-exclusion".
    expect([
      ...SPEC_CALLABLE_NAMES,
      'wallet-getPassLinks',
      'wallet-removeCardEverywhere',
      'members-takeBreak',
      // Download my data and the deletion receipt: DECISIONS.md "Support and deletion".
      'members-downloadMyData',
      'users-prepareDeletion',
      // Points activity: DECISIONS.md "Points and tiers".
      'members-getPointsActivity',
      // Cancel an RSVP: DECISIONS.md "Events".
      'promotions-cancelRsvp',
      'passkeys-registrationOptions',
      'passkeys-verifyRegistration',
      'passkeys-authenticationOptions',
      'passkeys-verifyAuthentication',
      'passkeys-list',
      'passkeys-remove',
      // The desk: DECISIONS.md "Redeemed at the desk".
      'desk-readCode',
      'desk-redeem',
      // The customer_engagement events: DECISIONS.md "Analytics and session recording".
      'analytics-recordEngagement',
    ]).toEqual([...CALLABLE_NAMES]);
  });

  it.each([
    ['a membership number', { customerNumber: '100104' }],
    ['a serial', { serialNumber: '100104' }],
    ['text', 'abc'],
  ])('refuses wallet-removeCardEverywhere naming %s: the card is always the caller’s', (_, raw) => {
    expect(() => parseRequest('wallet-removeCardEverywhere', raw)).toThrow(TAKES_NO_FIELDS);
  });

  it.each([
    ['a count', { success: true, removed: 2 }, true],
    ['no count', { success: true }, false],
    ['a negative count', { success: true, removed: -1 }, false],
    ['success false', { success: false, removed: 0 }, false],
  ])('checks wallet-removeCardEverywhere’s answer with %s', (_, answer, ok) => {
    expect(parseResponse('wallet-removeCardEverywhere', answer).ok).toBe(ok);
  });
});

describe('wallet-getPassLinks’ request: the wallet links are always the caller’s own', () => {
  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty record', {}],
  ])('accepts %s', (_case, raw) => {
    expect(parseRequest('wallet-getPassLinks', raw)).toStrictEqual({});
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
      parseRequest('wallet-getPassLinks', raw);
    } catch (error) {
      refusal = error;
    }

    expect(refusal).toBeInstanceOf(CallableError);
    expect(refusal).toMatchObject({
      code: 'invalid-argument',
      message: 'This request takes no fields.',
    });
    expect(TAKES_NO_FIELDS).toBe('This request takes no fields.');
  });
});

const APPLE = {
  url: 'https://rewards.example.com/wallet/apple/pass?token=t',
  expiresAt: '2026-03-01T12:10:00Z',
};
const GOOGLE = { url: 'https://pay.google.com/gp/v/save/eyJ' };

const atTheBoundary = (answer: unknown) => validateCallableResponse('wallet-getPassLinks', answer);

describe("wallet-getPassLinks' answer at the port boundary", () => {
  it.each([
    ['both wallets', { apple: APPLE, google: GOOGLE }],
    ['neither (no keys)', { apple: null, google: null }],
    ['Apple only', { apple: APPLE, google: null }],
    ['a demo world’s sample passes', { apple: APPLE, google: GOOGLE, sample: true }],
    [
      'a sample pass on a development server’s loopback origin',
      {
        apple: { ...APPLE, url: 'http://127.0.0.1:4173/wallet/sample/100104.pkpass' },
        google: null,
        sample: true,
      },
    ],
    [
      'a sample pass on localhost',
      { apple: { ...APPLE, url: 'http://localhost:5173/wallet/sample/1.pkpass' }, google: null },
    ],
  ])('keeps %s', (_name, answer) => {
    expect(atTheBoundary(answer)).toEqual(answer);
  });

  it('drops fields the contract does not name', () => {
    expect(atTheBoundary({ apple: { ...APPLE, extra: 1 }, google: null, x: 2 })).toEqual({
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
    [
      'an http link on a host named like loopback',
      { apple: { ...APPLE, url: 'http://localhost.example.com/pass' }, google: null },
    ],
    ['sample: false', { apple: null, google: null, sample: false }],
    ['sample as text', { apple: null, google: null, sample: 'yes' }],
    ['a link that is not a URL', { apple: null, google: { url: 'not a url' } }],
    ['an Apple link with no expiry', { apple: { url: APPLE.url }, google: null }],
    ['a list', []],
  ])('refuses %s as malformed', (_name, answer) => {
    expect(() => atTheBoundary(answer)).toThrow(MalformedResponseError);
  });
});

/** The problem the port boundary names for an answer it refuses. */
function problemWith(answer: unknown): { name: string; callable: string; problem: string } {
  try {
    atTheBoundary(answer);
  } catch (error) {
    if (error instanceof MalformedResponseError) {
      return { name: error.name, callable: error.callable, problem: error.problem };
    }
    throw error;
  }
  throw new Error('the answer was accepted');
}

/** How parseResponse words every refused answer, before the schema's own words. */
const SHAPE = 'wallet-getPassLinks answered an unexpected shape: ';

describe("wallet-getPassLinks' answer: what is wrong with a refused one", () => {
  it.each([
    ['a text', 'apple, google', 'apple and google are required'],
    ['nothing', null, 'apple and google are required'],
    ['a missing apple', { google: null }, 'apple and google are required'],
    [
      'an Apple link as a bare text',
      { apple: APPLE.url, google: null },
      'apple is not { url, expiresAt }',
    ],
    [
      'an Apple expiry as a date number',
      { apple: { url: APPLE.url, expiresAt: 1 }, google: null },
      'apple is not { url, expiresAt }',
    ],
    [
      'an http Apple link',
      { apple: { ...APPLE, url: 'http://rewards.example.com/pass' }, google: null },
      'apple.url is not an https URL',
    ],
    [
      'an Apple link inside a list',
      { apple: { ...APPLE, url: [APPLE.url] }, google: null },
      'apple.url is not an https URL',
    ],
    ['a Google link as a bare text', { apple: null, google: GOOGLE.url }, 'google is not { url }'],
    ['a Google link as a list', { apple: null, google: [GOOGLE] }, 'google is not { url }'],
    ['a Google link with no url', { apple: null, google: {} }, 'google.url is not an https URL'],
    [
      'a Google link inside a list',
      { apple: null, google: { url: [GOOGLE.url] } },
      'google.url is not an https URL',
    ],
    [
      'a javascript: Google link',
      { apple: null, google: { url: 'javascript:alert(1)' } },
      'google.url is not an https URL',
    ],
  ])('refuses %s, saying so', (_name, answer, problem) => {
    expect(problemWith(answer)).toEqual({
      name: 'MalformedResponseError',
      callable: 'wallet-getPassLinks',
      problem: `${SHAPE}${problem}`,
    });
  });
});
