import { describe, expect, it } from 'vitest';
import { parseResponse, type CallableName } from '@met/scheme/contract';
import { aMember } from '../../builders/aMember';
import { aCardReading, aDeskMember, aVoucherReading } from '../../builders/aDeskReading';

/*
 * Answers the app must not take as they came, each with the problem it reports (the words a
 * developer reads in the log): a member's data copy that is not JSON, mail timings and consent
 * dates that are no instants, a desk reading of neither kind, a wallet link off https.
 */
const problemOf = (name: CallableName, raw: unknown): string => {
  const parsed = parseResponse(name, raw);
  if (parsed.ok) throw new Error(`${name} accepted ${JSON.stringify(raw)}`);
  return parsed.problem;
};

describe('a copy of the member’s data (members-downloadMyData)', () => {
  const copyOf = (data: unknown) => ({
    success: true,
    exportedAt: '2026-03-01T12:00:00.000Z',
    data,
  });
  const NOT_DATA =
    'members-downloadMyData answered an unexpected shape: data must be JSON data holding the member record';

  it('is kept as it came, whatever JSON it holds beside the member record', () => {
    const data = {
      member: { name: 'Ada', points: 12.5, tags: ['a', 1, true, null, { deep: [] }] },
      plays: [],
      note: null,
    };

    expect(parseResponse('members-downloadMyData', copyOf(data))).toEqual({
      ok: true,
      value: copyOf(data),
    });
  });

  it.each<[string, unknown]>([
    ['text', 'the member'],
    ['a list', [{ member: {} }]],
    ['a copy whose member is null', { member: null }],
    ['a copy whose member is a list', { member: [] }],
    ['a copy whose member is text', { member: 'Ada' }],
    ['a copy without its member', { plays: [] }],
    ['an infinite number beside good fields', { member: { name: 'Ada', points: Infinity } }],
    ['a number that is no number', { member: {}, plays: [Number.NaN] }],
    [
      'a record not made as JSON makes records',
      { member: Object.assign(Object.create(null) as object, { name: 'Ada' }) },
    ],
  ])('is refused when it is %s', (_what, data) => {
    expect(problemOf('members-downloadMyData', copyOf(data))).toBe(NOT_DATA);
  });
});

describe('the instants on a member and on mail held back', () => {
  const member = aMember().build();

  it('refuses a consent given at no instant', () => {
    const consent = { channel: 'email', given: true, at: 'yesterday', how: 'settings' };

    expect(
      problemOf('members-getMember', {
        success: true,
        result: { ...member, consentHistory: [consent] },
      }),
    ).toBe(
      'members-getMember answered an unexpected shape: result.consentHistory[0].at must be an ISO 8601 instant',
    );
  });

  it.each(['users-sendPasswordReset', 'users-resendVerificationEmail'] as const)(
    '%s keeps when the last mail went and when the next may',
    (name) => {
      const answer = {
        success: true,
        lastSentAt: '2026-03-01T12:00:00.000Z',
        nextSendAt: '2026-03-01T12:01:00.000Z',
      };

      expect(parseResponse(name, answer)).toEqual({ ok: true, value: answer });
    },
  );

  it.each([
    ['lastSentAt', 'users-sendPasswordReset'],
    ['nextSendAt', 'users-sendPasswordReset'],
    ['lastSentAt', 'users-resendVerificationEmail'],
    ['nextSendAt', 'users-resendVerificationEmail'],
  ] as const)('refuses a %s that is no instant in %s', (field, name) => {
    const answer = {
      success: true,
      lastSentAt: '2026-03-01T12:00:00.000Z',
      nextSendAt: '2026-03-01T12:01:00.000Z',
      [field]: 'in a minute',
    };

    expect(problemOf(name, answer)).toBe(
      `${name} answered an unexpected shape: ${field} must be an ISO 8601 instant`,
    );
  });

  it('refuses a deletion reference of another shape', () => {
    expect(problemOf('users-prepareDeletion', { success: true, reference: 'DEL-1' })).toBe(
      'users-prepareDeletion answered an unexpected shape: reference must be DEL- and 8 letters or digits',
    );
  });
});

describe('a desk reading', () => {
  const SHAPE = 'desk-readCode answered an unexpected shape: ';

  it('keeps each voucher a card may use today, as the contract names it', () => {
    const card = aCardReading();

    const parsed = parseResponse('desk-readCode', {
      ...card,
      vouchers: card.vouchers.map((voucher) => ({ ...voucher, code: 'secret' })),
    });

    expect(parsed).toEqual({ ok: true, value: card });
  });

  it.each<[string, unknown]>([
    ['an unknown kind', { ...aVoucherReading(), kind: 'ticket' }],
    ['no kind', { member: aDeskMember() }],
    ['text', 'card'],
  ])('refuses %s as neither a voucher’s nor a card’s reading', (_what, raw) => {
    expect(problemOf('desk-readCode', raw)).toBe(
      `${SHAPE}this must be a voucher's or a card's reading`,
    );
  });

  it.each<[string, unknown]>([
    ['an unknown kind', { kind: 'holiday' }],
    ['text', 'break'],
  ])('refuses a member’s restriction of %s, naming the three it may be', (_what, restriction) => {
    const raw = { ...aCardReading(), member: { ...aDeskMember(), restriction } };

    expect(problemOf('desk-readCode', raw)).toContain(
      'member.restriction must be null, a break with its end, or an exclusion',
    );
  });

  it('reads a member without a restriction', () => {
    const card = { ...aCardReading(), member: aDeskMember({ restriction: null }) };

    expect(parseResponse('desk-readCode', card)).toEqual({ ok: true, value: card });
  });

  it('names what is wrong inside a restriction of a known kind', () => {
    const raw = {
      ...aCardReading(),
      member: { ...aDeskMember(), restriction: { kind: 'break', until: 'tonight' } },
    };

    expect(problemOf('desk-readCode', raw)).toContain(
      'member.restriction: until must be an ISO 8601 instant',
    );
  });

  it('names every problem of a reading of a known kind, in order', () => {
    const raw = { ...aVoucherReading(), codeExpiresAt: 5, state: 'maybe' };

    expect(problemOf('desk-readCode', raw)).toContain(
      'codeExpiresAt must be a `string` type, but the final value was: `5`.; state must be one of the following values: ready, redeemed, refused',
    );
  });

  it('refuses a venue id sent as text, as every answer’s numbers are', () => {
    const raw = aVoucherReading({
      state: 'redeemed',
      redemption: {
        at: '2026-03-02T21:04:00.000Z',
        venueId: '6' as unknown as number,
        venueName: 'X',
      },
    });

    expect(problemOf('desk-readCode', raw)).toContain(
      'redemption.venueId must be a `number` type, but the final value was: `"6"`.',
    );
  });
});

describe('a wallet link', () => {
  it.each(['http://[::1]:5173/wallet/sample/1.pkpass', 'http://127.0.0.1/pass'])(
    'may be http on this machine’s loopback: %s',
    (url) => {
      const answer = { apple: null, google: { url } };

      expect(parseResponse('wallet-getPassLinks', answer)).toEqual({ ok: true, value: answer });
    },
  );

  it.each(['ftp://localhost/pass', 'ws://localhost/pass', 'file://localhost/pass'])(
    'is never another scheme on loopback: %s',
    (url) => {
      expect(problemOf('wallet-getPassLinks', { apple: null, google: { url } })).toBe(
        'wallet-getPassLinks answered an unexpected shape: google.url is not an https URL',
      );
    },
  );

  it('refuses a sample flag that is not true, saying so', () => {
    expect(problemOf('wallet-getPassLinks', { apple: null, google: null, sample: false })).toBe(
      'wallet-getPassLinks answered an unexpected shape: sample is true or absent',
    );
  });
});
