import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { VALID_DESK_RESPONSES } from '../../builders/validCallableMessages';
import {
  parseResponse,
  responseSchemas,
  CALLABLE_NAMES,
  type CallableName,
} from '@met/scheme/contract';

const member = {
  id: 'm-1',
  customer_number: '100200',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone_mobile: '07700900123',
  suspended: false,
  membership_type_id: 47,
  membership_type_Name: 'King',
  home_casino: 6,
  tierPoints: 1200,
  rewardPoints: 5400,
  loyalty_points: 300,
  loyalty_points_end_date: '2026-12-31',
  interests: ['Poker'],
  communications: { email: true, sms: false, phone: true, post: false },
  breakEndsAt: null,
  selfExcluded: false,
  contactable: true,
  consentHistory: [
    { channel: 'email', given: true, at: '2026-03-01T12:00:00.000Z', how: 'settings' },
  ],
};
const game = {
  id: 'g-1',
  name: 'Spin',
  description: '',
  GameStart: '2026-03-01T00:00:00Z',
  GameEnd: '2026-03-31T22:59:59.999Z',
  OptinStart: '2026-02-20T00:00:00+00:00',
  OptinEnd: '2026-03-31T22:59:59Z',
};

const event = {
  id: 'mayfair-poker',
  uri: 'events/mayfair/poker',
  title: 'Poker Masterclass',
  summary: '',
  description: '<p>Places are limited.</p>',
  image: '/brand/events/poker.svg',
  startsAt: '2026-03-20T18:30:00Z',
  endsAt: '2026-03-20T21:30:00Z',
  venueId: 6,
  isSpotlight: false,
  isRsvp: true,
  isOnList: true,
};

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the field left out
const { isOnList, ...eventWithoutIsOnList } = event;

const validResponses: { [K in CallableName]: unknown } = {
  'members-registerAccount': { data: { success: true, customerNumber: '10020001' } },
  'users-sendPasswordReset': { success: true },
  'users-resendVerificationEmail': { isVerified: true },
  'users-createUser': { success: true },
  'users-setVerifiedEmail': { success: true },
  'members-linkMembership': { success: true },
  'members-getMember': { success: true, result: member },
  'members-updateProfile': { success: true, result: member },
  'members-getVenue': {
    id: 6,
    pagetitle: 'Leicester Square',
    logo: '/brand/venues/leicester-square.svg',
    uri: 'venues/leicester-square',
    RulesOfCasino: '<p>Rules</p>',
    restaurantUri: '/restaurant',
    address: '1 Square',
    phone: '020 7000 0000',
    openingHours: '24 hours',
  },
  'members-getRestaurant': {
    venueId: 6,
    name: 'Grill',
    description: '<p>Steaks</p>',
    openingHours: [{ days: 'Mon-Sun', hours: '12:00-23:00' }],
    menuLinks: [{ label: 'Dinner', url: '/menus/dinner.pdf' }],
    bookingUrl: 'https://example.com/book',
    image: '/img.jpg',
  },
  'members-submitTicket': { success: true, ticketId: 'T-1' },
  'benefits-getBenefits': { tier: 'King', venueId: 6, title: 'B', intro: '', items: [] },
  'vouchers-getAllVouchers': {
    records: [
      {
        id: 'v-1',
        title: 'Dinner',
        description: '',
        terms: '',
        image: '',
        expiresOn: '2026-04-01',
        group: 'mine',
        redeemable: true,
        redeemed: null,
      },
    ],
  },
  'vouchers-generateQrCode': { base64Png: 'iVBORw0KGgo=', expiresAt: '2026-03-01T16:00:00.000Z' },
  'promotions-getPromotions': { events: [event] },
  'promotions-getGames': { success: true, meta: [game], serverTime: '2026-03-01T12:00:00Z' },
  'promotions-optInToEvent': { success: true },
  'promotions-cancelRsvp': { success: true, cancelled: false },
  'promotions-spinTheWheel': { success: true, prize: 0 },
  'promotions-spinToWinPrizes': { success: true, prizes: [{ name: 'Free bet', win: true }] },
  'wallet-getPassLinks': {
    apple: {
      url: 'https://rewards.example.com/wallet/apple/pass?token=t1',
      expiresAt: '2026-03-01T12:10:00Z',
    },
    google: { url: 'https://pay.google.com/gp/v/save/eyJ' },
  },
  'wallet-removeCardEverywhere': { success: true, removed: 1 },
  'members-takeBreak': {
    success: true,
    result: { ...member, breakEndsAt: '2026-03-02T12:00:00.000Z', contactable: false },
  },
  'members-downloadMyData': {
    success: true,
    exportedAt: '2026-03-01T12:00:00.000Z',
    data: { member, profile: {}, plays: [], rsvps: [], tickets: [], mails: [] },
  },
  'users-prepareDeletion': { success: true, reference: 'DEL-7K2M9QXA' },
  'members-getPointsActivity': {
    success: true,
    result: {
      movements: [
        {
          at: '2026-02-20T21:50:00.000Z',
          kind: 'visit',
          points: 420,
          description: 'Table games',
        },
        {
          at: '2026-02-11T20:00:00.000Z',
          kind: 'redemption',
          points: -600,
          description: 'Drinks at the bar',
        },
      ],
      expiries: [{ on: '2026-06-30', points: 5020 }],
    },
  },
  'passkeys-registrationOptions': {
    challenge: 'c2lnbg',
    rp: { id: 'localhost', name: 'Met Rewards' },
    user: { id: 'dWlk', name: 'ada@example.com', displayName: 'Ada Lovelace' },
    pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  },
  'passkeys-verifyRegistration': {
    success: true,
    passkey: {
      id: 'AAEC',
      name: 'iPhone',
      createdAt: '2026-03-02T12:00:00.000Z',
      lastUsedAt: null,
    },
  },
  'passkeys-authenticationOptions': { challenge: 'c2lnbg', rpId: 'localhost' },
  'passkeys-verifyAuthentication': { success: true, customToken: 'token' },
  'passkeys-list': { passkeys: [] },
  'passkeys-remove': { success: true },
  ...VALID_DESK_RESPONSES,
  'analytics-recordEngagement': { success: true },
};

describe('parseResponse', () => {
  it.each(CALLABLE_NAMES)('accepts a valid %s answer', (name) => {
    const parsed = parseResponse(name, validResponses[name]);
    expect(parsed).toEqual({ ok: true, value: validResponses[name] });
  });

  it('strips unknown fields, nested ones included', () => {
    const parsed = parseResponse('members-getMember', {
      success: true,
      result: { ...member, secret: 'x' },
      traceId: 'abc',
    });
    expect(parsed).toEqual({ ok: true, value: { success: true, result: member } });
  });

  it.each([
    ['promotions-spinTheWheel', { success: true, prize: '3' }, 'prize'],
    ['promotions-spinTheWheel', { success: true, prize: 1.5 }, 'prize'],
    ['promotions-spinTheWheel', { success: true, prize: -1 }, 'prize'],
    ['promotions-spinTheWheel', { success: 'true', prize: 1 }, 'success'],
    ['promotions-spinTheWheel', { success: false, prize: 1 }, 'success'],
    ['promotions-getGames', { success: true, meta: [{ ...game, GameEnd: 'tomorrow' }] }, 'GameEnd'],
    [
      'promotions-getGames',
      { success: true, meta: [{ ...game, GameStart: '2026-02-30T00:00:00Z' }] },
      'GameStart',
    ],
    [
      'promotions-getGames',
      { success: true, meta: [{ ...game, OptinEnd: '2026-03-31' }] },
      'OptinEnd',
    ],
    [
      'members-getMember',
      { success: true, result: { ...member, home_casino: '6' } },
      'home_casino',
    ],
    ['members-getMember', { success: true, result: { ...member, suspended: 0 } }, 'suspended'],
    ['members-getMember', { success: true }, 'result'],
    [
      'members-getMember',
      { success: true, result: { ...member, breakEndsAt: 'next week' } },
      'breakEndsAt',
    ],
    [
      'members-takeBreak',
      { success: true, result: { ...member, contactable: 'no' } },
      'contactable',
    ],
    ['users-resendVerificationEmail', {}, 'isVerified'],
    ['members-downloadMyData', { success: true, exportedAt: 'today', data: {} }, 'exportedAt'],
    ['users-prepareDeletion', { success: true, reference: 'DEL-1234' }, 'reference'],
    [
      'members-downloadMyData',
      { success: true, exportedAt: '2026-03-01T12:00:00.000Z', data: { plays: [] } },
      'member record',
    ],
    [
      'members-getPointsActivity',
      {
        success: true,
        result: {
          movements: [
            { at: '2026-02-20T21:50:00.000Z', kind: 'bonus', points: 1, description: '' },
          ],
          expiries: [],
        },
      },
      'kind',
    ],
    ['vouchers-getAllVouchers', { records: [{ id: 'v' }] }, 'records'],
    [
      'vouchers-generateQrCode',
      { base64Png: 'data:image/png;base64,iVBOR', expiresAt: '2026-03-01T16:00:00.000Z' },
      'base64Png',
    ],
    ['vouchers-generateQrCode', { base64Png: 'iVBOR' }, 'expiresAt'],
    ['members-registerAccount', { success: true, customerNumber: '1' }, 'data'],
    ['promotions-getPromotions', { events: [eventWithoutIsOnList] }, 'isOnList'],
    ['promotions-getPromotions', { events: [{ ...event, isOnList: 'yes' }] }, 'isOnList'],
  ] as [CallableName, unknown, string][])('refuses a %s answer %j', (name, raw, field) => {
    const parsed = parseResponse(name, raw);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.problem).toContain(field);
  });

  it.each([null, undefined, 'ok', 42, []])('never throws, even for %j', (raw) => {
    for (const name of CALLABLE_NAMES) {
      expect(() => parseResponse(name, raw)).not.toThrow();
      expect(parseResponse(name, raw).ok).toBe(false);
    }
  });

  it('reports an unknown callable as a problem', () => {
    const parsed = parseResponse('members-deleteEverything' as CallableName, {});
    expect(parsed).toEqual({ ok: false, problem: expect.stringContaining('not a known callable') });
  });
});

describe('parseResponse: what JSON cannot carry', () => {
  class Answer {
    success = true;
  }

  it.each([
    ['nothing at all', undefined],
    ['a function with the fields of an answer', Object.assign(() => undefined, { success: true })],
    ['an instance of a class', new Answer()],
    ['a field holding a function', { success: true, extra: () => true }],
    ['a field holding a date', { success: true, at: new Date('2026-03-10T12:00:00Z') }],
    ['a field holding a map', { success: true, cache: new Map() }],
    ['a list holding a function', { success: true, extras: [() => true] }],
  ])('refuses %s', (_case, raw) => {
    expect(parseResponse('users-createUser', raw)).toEqual({
      ok: false,
      problem: 'users-createUser answered something JSON cannot carry',
    });
  });

  it('accepts null in a field it strips', () => {
    expect(parseResponse('users-createUser', { success: true, traceId: null })).toEqual({
      ok: true,
      value: { success: true },
    });
  });

  it('accepts a record without a prototype', () => {
    const raw = Object.assign(Object.create(null) as object, { success: true });
    expect(parseResponse('users-createUser', raw)).toEqual({ ok: true, value: { success: true } });
  });

  it.each([
    ['an error', new Error('answer unreadable'), 'answer unreadable'],
    ['text', 'answer unreadable', 'answer unreadable'],
  ])('reports an answer that throws %s when read', (_case, thrown, details) => {
    const raw = {
      get success(): boolean {
        throw thrown;
      },
    };
    expect(parseResponse('users-createUser', raw)).toEqual({
      ok: false,
      problem: `users-createUser answered an unexpected shape: ${details}`,
    });
  });
});

describe('parseResponse: what each problem says', () => {
  it.each([
    [
      'an infinite balance',
      'members-getMember',
      { success: true, result: { ...member, tierPoints: Infinity } },
      'members-getMember answered an unexpected shape: result.tierPoints must be a finite number',
    ],
    [
      'an expiry on no real day',
      'members-getMember',
      { success: true, result: { ...member, loyalty_points_end_date: '2026-02-30' } },
      'members-getMember answered an unexpected shape: result.loyalty_points_end_date must be a yyyy-MM-dd date',
    ],
    [
      'a QR code that is not base64',
      'vouchers-generateQrCode',
      { base64Png: 'not base64!', expiresAt: '2026-03-01T16:00:00.000Z' },
      'vouchers-generateQrCode answered an unexpected shape: base64Png must be base64',
    ],
    [
      'two problems',
      'promotions-spinTheWheel',
      { success: false, prize: -1 },
      'promotions-spinTheWheel answered an unexpected shape: success must be true; prize must be greater than or equal to 0',
    ],
  ] as [string, CallableName, unknown, string][])('%s', (_case, name, raw, problem) => {
    expect(parseResponse(name, raw)).toEqual({ ok: false, problem });
  });

  it.each(['iVBORw0KGgo', 'iVBORw0KGg==', 'iVBORw0KGgo=', 'iVBO+R/w'])(
    'takes a QR code in base64 with no, one or two padding characters: %s',
    (base64Png) => {
      const answer = { base64Png, expiresAt: '2026-03-01T16:00:00.000Z' };
      expect(parseResponse('vouchers-generateQrCode', answer)).toEqual({ ok: true, value: answer });
    },
  );

  it('keeps every field of a benefit', () => {
    const benefits = {
      tier: 'King',
      venueId: 6,
      title: 'Your benefits',
      intro: '',
      items: [{ title: 'Free parking', description: 'At every casino', fromTier: 'Queen' }],
    };
    expect(parseResponse('benefits-getBenefits', benefits)).toEqual({ ok: true, value: benefits });
  });
});

describe('the rule each refused answer breaks', () => {
  /** The names of the rules a response schema reports as broken, for code that branches on them. */
  function brokenRules(name: CallableName, raw: unknown): string[] {
    try {
      responseSchemas[name].validateSync(raw, { strict: true, abortEarly: false });
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      return (error as ValidationError).inner.map((inner) => inner.type ?? '');
    }
    throw new Error(`${name} accepted ${JSON.stringify(raw)}`);
  }

  it.each([
    [
      'an infinite balance',
      'members-getMember',
      { success: true, result: { ...member, rewardPoints: -Infinity } },
      'finite',
    ],
    [
      'a game that ends on no real day',
      'promotions-getGames',
      { success: true, meta: [game], serverTime: '2026-02-30T12:00:00Z' },
      'iso-instant',
    ],
    [
      'an expiry on no real day',
      'members-getMember',
      { success: true, result: { ...member, loyalty_points_end_date: '2026-02-30' } },
      'calendar-date',
    ],
    [
      'a break that ends at no instant',
      'members-getMember',
      { success: true, result: { ...member, breakEndsAt: 'soon' } },
      'iso-instant',
    ],
    [
      'a consent given at no instant',
      'members-getMember',
      {
        success: true,
        result: {
          ...member,
          consentHistory: [{ channel: 'sms', given: false, at: 'today', how: 'stop-all' }],
        },
      },
      'iso-instant',
    ],
    [
      'a copy of the member’s data without the member',
      'members-downloadMyData',
      { success: true, exportedAt: '2026-03-01T12:00:00.000Z', data: { plays: [] } },
      'personal-data',
    ],
    [
      'a last mail sent at no instant',
      'users-sendPasswordReset',
      { success: true, lastSentAt: 'earlier' },
      'iso-instant',
    ],
    [
      'a next mail due at no instant',
      'users-sendPasswordReset',
      { success: true, nextSendAt: 'later' },
      'iso-instant',
    ],
    [
      'a passkey last used at no instant',
      'passkeys-list',
      {
        passkeys: [
          { id: 'AAEC', name: 'iPhone', createdAt: '2026-03-02T12:00:00.000Z', lastUsedAt: 'x' },
        ],
      },
      'iso-instant',
    ],
    [
      'a wallet link off https',
      'wallet-getPassLinks',
      { apple: null, google: { url: 'http://pay.google.com/gp/v/save/eyJ' } },
      'https-url',
    ],
    [
      'an Apple link that expires at no instant',
      'wallet-getPassLinks',
      { apple: { url: 'https://example.com/p.pkpass', expiresAt: 'soon' }, google: null },
      'iso-instant',
    ],
    ['a desk reading of neither kind', 'desk-readCode', { kind: 'ticket' }, 'one-of-shapes'],
  ] as [string, CallableName, unknown, string][])(
    '%s breaks the rule %4$s',
    (_case, name, raw, rule) => {
      expect(brokenRules(name, raw)).toEqual([rule]);
    },
  );
});
