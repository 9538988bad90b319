import { describe, expect, it } from 'vitest';
import {
  CALLABLE_NAMES,
  CallableError,
  NOT_A_CODE,
  parseRequest,
  parseResponse,
  SCAN_OR_TYPE_A_CODE,
  SPEC_CALLABLE_NAMES,
} from '@met/scheme/contract';
import { alreadyRedeemedMessage, voucherRedeemedMessage } from '@met/scheme';
import { VALID_DESK_RESPONSES } from '../../builders/validCallableMessages';

/** The desk's two callables on the contract: what they take and what they answer. */

const refusal = (name: 'desk-readCode' | 'desk-redeem', raw: unknown): string => {
  try {
    parseRequest(name, raw);
  } catch (error) {
    expect(error).toBeInstanceOf(CallableError);
    return (error as CallableError).message;
  }
  throw new Error('accepted');
};

describe('the desk on the contract', () => {
  it('is our extension, not one of the spec’s 19', () => {
    expect(CALLABLE_NAMES).toEqual(expect.arrayContaining(['desk-readCode', 'desk-redeem']));
    expect(SPEC_CALLABLE_NAMES).not.toContain('desk-readCode');
    expect(SPEC_CALLABLE_NAMES).not.toContain('desk-redeem');
  });

  it.each(['desk-readCode', 'desk-redeem'] as const)('%s trims the code a scanner read', (name) => {
    expect(parseRequest(name, { code: '  MR2.v.u.1.2.sig\n' })).toEqual({
      code: 'MR2.v.u.1.2.sig',
    });
  });

  it.each([
    ['nothing', {}, SCAN_OR_TYPE_A_CODE],
    ['blank', { code: '   ' }, SCAN_OR_TYPE_A_CODE],
    ['a number', { code: 100104 }, SCAN_OR_TYPE_A_CODE],
    ['a list', { code: ['100104'] }, SCAN_OR_TYPE_A_CODE],
    ['301 characters', { code: 'M'.repeat(301) }, NOT_A_CODE],
    ['a space inside', { code: '100 104' }, NOT_A_CODE],
    ['markup', { code: '<img src=x>' }, NOT_A_CODE],
    ['a non-ASCII letter', { code: 'MR2.é' }, NOT_A_CODE],
  ])('refuses %s with a sentence the desk can act on', (_, raw, message) => {
    expect(refusal('desk-readCode', raw)).toBe(message);
    expect(refusal('desk-redeem', raw)).toBe(message);
  });

  it('takes a code of 300 characters', () => {
    expect(parseRequest('desk-readCode', { code: 'M'.repeat(300) })).toEqual({
      code: 'M'.repeat(300),
    });
  });

  it('reads a card’s answer: the member and what they may use today', () => {
    const card = {
      kind: 'card',
      member: {
        ...VALID_DESK_RESPONSES['desk-readCode'].member,
        restriction: { kind: 'break', until: '2026-03-09T21:00:00.000Z' },
      },
      vouchers: [],
    };
    expect(parseResponse('desk-readCode', card)).toEqual({ ok: true, value: card });
  });

  it('reads an excluded member’s voucher reading, refused with its sentence', () => {
    const refused = {
      ...VALID_DESK_RESPONSES['desk-readCode'],
      member: {
        ...VALID_DESK_RESPONSES['desk-readCode'].member,
        restriction: { kind: 'excluded' },
      },
      state: 'refused',
      refusal: 'Self-excluded.',
    };
    expect(parseResponse('desk-readCode', refused)).toEqual({ ok: true, value: refused });
  });

  it('strips fields the contract does not name, inside either kind', () => {
    const parsed = parseResponse('desk-readCode', {
      ...VALID_DESK_RESPONSES['desk-readCode'],
      member: { ...VALID_DESK_RESPONSES['desk-readCode'].member, dob: '1990-01-01' },
      secret: 'x',
    });
    expect(parsed).toEqual({ ok: true, value: VALID_DESK_RESPONSES['desk-readCode'] });
  });

  it.each([
    ['an unknown kind', { ...VALID_DESK_RESPONSES['desk-readCode'], kind: 'ticket' }],
    [
      'a voucher reading without its state',
      { ...VALID_DESK_RESPONSES['desk-readCode'], state: undefined },
    ],
    ['an unknown state', { ...VALID_DESK_RESPONSES['desk-readCode'], state: 'maybe' }],
    [
      'a break without its end',
      {
        ...VALID_DESK_RESPONSES['desk-readCode'],
        member: { ...VALID_DESK_RESPONSES['desk-readCode'].member, restriction: { kind: 'break' } },
      },
    ],
    [
      'a member without their restriction (the desk’s screen reads it)',
      {
        ...VALID_DESK_RESPONSES['desk-readCode'],
        member: { ...VALID_DESK_RESPONSES['desk-readCode'].member, restriction: undefined },
      },
    ],
    [
      'a card without its vouchers',
      { kind: 'card', member: VALID_DESK_RESPONSES['desk-readCode'].member },
    ],
    ['nothing', null],
  ])('refuses %s', (_, raw) => {
    expect(parseResponse('desk-readCode', raw).ok).toBe(false);
  });

  it('refuses a redemption without its venue', () => {
    const answer = {
      success: true,
      redemption: { at: '2026-03-02T21:04:00.000Z', venueName: 'X' },
    };
    expect(parseResponse('desk-redeem', answer).ok).toBe(false);
  });
});

describe('a voucher as the member reads it', () => {
  const voucher = {
    id: 'v-1',
    title: 'Dinner',
    description: '',
    terms: '',
    image: '',
    expiresOn: '2026-04-01',
    group: 'mine',
    redeemable: true,
  };

  it('reads an answer from before the desk as not redeemed', () => {
    expect(parseResponse('vouchers-getAllVouchers', { records: [voucher] })).toEqual({
      ok: true,
      value: { records: [{ ...voucher, redeemed: null }] },
    });
  });

  it('carries when and where it was redeemed', () => {
    const redeemed = {
      ...voucher,
      redeemed: { at: '2026-03-02T21:04:00.000Z', venueName: 'Mayfair' },
    };
    expect(parseResponse('vouchers-getAllVouchers', { records: [redeemed] })).toEqual({
      ok: true,
      value: { records: [redeemed] },
    });
  });
});

describe('the redemption’s words, in one place', () => {
  const redemption = { at: '2026-03-02T21:04:00.000Z', venueName: 'The Metropolitan Mayfair' };

  it('says the London time and the casino on the day itself', () => {
    const sameEvening = new Date('2026-03-02T22:00:00.000Z');
    expect(voucherRedeemedMessage(redemption, sameEvening)).toBe(
      'This voucher was redeemed at 9:04pm at The Metropolitan Mayfair.',
    );
    expect(alreadyRedeemedMessage(redemption, sameEvening)).toBe(
      'Already redeemed at 9:04pm at The Metropolitan Mayfair.',
    );
  });

  it('adds the date on a later day', () => {
    expect(alreadyRedeemedMessage(redemption, new Date('2026-03-05T12:00:00.000Z'))).toBe(
      'Already redeemed at 9:04pm on 2nd Mar 2026 at The Metropolitan Mayfair.',
    );
  });
});
