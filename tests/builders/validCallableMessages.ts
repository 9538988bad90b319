import type { CallableName } from '@met/scheme/contract';
import { aGame } from './aGame';
import { aMember } from './aMember';
import { aRestaurant } from './aRestaurant';
import { aVenue } from './aVenue';
import { anOffer } from './anOffer';
import { anEvent } from './anEvent';
import { someBenefits } from './someBenefits';
import { somePrizes } from './somePrizes';

/** One valid request and one valid answer per callable: what contract tests start from and the hostile suite mutates. */

/**
 * Well-formed passkey requests (their credentials are shaped right, not genuine): the form every
 * table of valid requests shares.
 */
export const VALID_PASSKEY_REQUESTS = {
  'passkeys-registrationOptions': {},
  'passkeys-verifyRegistration': {
    credential: {
      id: 'AAEC',
      rawId: 'AAEC',
      type: 'public-key',
      response: { clientDataJSON: 'e30', attestationObject: 'oA' },
      clientExtensionResults: {},
    },
    name: 'iPhone',
  },
  'passkeys-authenticationOptions': {},
  'passkeys-verifyAuthentication': {
    credential: {
      id: 'AAEC',
      rawId: 'AAEC',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
      clientExtensionResults: {},
    },
  },
  'passkeys-list': {},
  'passkeys-remove': { id: 'AAEC' },
} satisfies { [K in CallableName & `passkeys-${string}`]: unknown };

/** The desk's requests: a membership card's code, which every desk call may carry. */
export const VALID_DESK_REQUESTS = {
  'desk-readCode': { code: '100104' },
  'desk-redeem': { code: '100104' },
} satisfies { [K in CallableName & `desk-${string}`]: unknown };

const deskMember = {
  name: 'Ada Lovelace',
  tier: 'King',
  customerNumber: '100104',
  venueName: 'The Metropolitan Mayfair',
  restriction: null,
};
const deskRedemption = {
  at: '2026-03-02T21:04:00.000Z',
  venueId: 6,
  venueName: 'The Metropolitan Mayfair',
};

/** The desk's answers: a voucher code's reading, ready to redeem, and a redemption. */
export const VALID_DESK_RESPONSES = {
  'desk-readCode': {
    kind: 'voucher',
    member: deskMember,
    voucher: {
      id: 'voucher-1',
      title: 'Free drink',
      terms: 'One per visit.',
      expiresOn: '2026-04-30',
    },
    codeExpiresAt: '2026-03-02T23:00:00.000Z',
    state: 'ready',
    redemption: null,
    refusal: null,
  },
  'desk-redeem': { success: true, redemption: deskRedemption },
} satisfies { [K in CallableName & `desk-${string}`]: unknown };

export const VALID_REQUESTS: { [K in CallableName]: unknown } = {
  'members-registerAccount': {
    values: {
      title: 'Ms',
      firstName: 'Ada',
      lastName: 'Lovelace',
      gender: 'female',
      dob: '1990-05-17',
      email: 'ada@example.com',
      mobilePhone: '07700 900123',
      over18: true,
      termsAccepted: true,
      marketingOptIn: false,
      homeCasino: 6,
    },
    location: 'gb',
  },
  'users-sendPasswordReset': { email: 'ada@example.com', devMode: false, devDomain: '' },
  'users-resendVerificationEmail': { email: 'ada@example.com', devMode: false, devDomain: '' },
  'users-createUser': {
    firstName: 'Ada',
    lastName: 'Lovelace',
    dob: '1990-05-17',
    email: 'ada@example.com',
    customerNumber: '100200',
    password: 'correct horse battery staple',
    devMode: false,
    devDomain: '',
  },
  'users-setVerifiedEmail': {},
  'members-linkMembership': { location: 'gb', membershipNumber: '100200', dob: '1985-04-12' },
  'members-getMember': { location: 'gb' },
  'members-updateProfile': {
    location: 'gb',
    crmId: 'm-1',
    values: {
      phone_mobile: '07700900123',
      interests: ['Poker'],
      communications: { email: true, sms: false, phone: false, post: true },
    },
  },
  'members-getVenue': { venueId: 6 },
  'members-getRestaurant': { venueId: 6 },
  'members-submitTicket': {
    values: {
      name: 'Ada',
      email: 'ada@example.com',
      membershipNumber: '100200',
      topic: 'Account',
      message: 'Hello',
    },
    idempotencyKey: 'valid-ticket-key-000001',
  },
  'benefits-getBenefits': { tier: 'King', venueId: 6 },
  'vouchers-getAllVouchers': { location: 'gb', crmId: 'm-1' },
  'vouchers-generateQrCode': { voucherId: 'v-1' },
  'promotions-getPromotions': { venueId: 6 },
  'promotions-getGames': {},
  'promotions-optInToEvent': { uri: 'poker-night', customerNumber: '100200', homeCasinoName: 'X' },
  'promotions-spinTheWheel': { location: 'gb', gameId: 'g-1' },
  'promotions-spinToWinPrizes': { gameId: 'g-1' },
  'wallet-getPassLinks': {},
  'wallet-removeCardEverywhere': {},
  'members-takeBreak': { period: '24h' },
  'members-downloadMyData': {},
  'users-prepareDeletion': {},
  'members-getPointsActivity': {},
  'promotions-cancelRsvp': { uri: 'events/mayfair/rsvp-poker-masterclass' },
  ...VALID_PASSKEY_REQUESTS,
  ...VALID_DESK_REQUESTS,
  'analytics-recordEngagement': { type: 'spin wheel', gameId: 'g-1', win: true },
};

export const VALID_RESPONSES: { [K in CallableName]: unknown } = {
  'members-registerAccount': { data: { success: true, customerNumber: '100321' } },
  'users-sendPasswordReset': { success: true },
  'users-resendVerificationEmail': { isVerified: true },
  'users-createUser': { success: true },
  'users-setVerifiedEmail': { success: true },
  'members-linkMembership': { success: true },
  'members-getMember': { success: true, result: aMember().build() },
  'members-updateProfile': { success: true, result: aMember().build() },
  'members-getVenue': aVenue(),
  'members-getRestaurant': aRestaurant(),
  'members-submitTicket': { success: true, ticketId: 'T-1001' },
  'benefits-getBenefits': someBenefits(),
  'vouchers-getAllVouchers': {
    records: [anOffer(), anOffer({ id: 'voucher-2', group: 'other' })],
  },
  'vouchers-generateQrCode': { base64Png: 'iVBORw0KGgo=', expiresAt: '2026-03-01T16:00:00.000Z' },
  'promotions-getPromotions': {
    events: [anEvent(), anEvent({ id: 'event-2', isSpotlight: true })],
  },
  'promotions-getGames': {
    success: true,
    meta: [aGame().build()],
    serverTime: '2026-03-01T12:00:00Z',
  },
  'promotions-optInToEvent': { success: true, message: 'See you there' },
  'promotions-cancelRsvp': { success: true, cancelled: true },
  'promotions-spinTheWheel': { success: true, prize: 2 },
  'promotions-spinToWinPrizes': { success: true, prizes: somePrizes() },
  'wallet-getPassLinks': {
    apple: {
      url: 'https://rewards.example.com/wallet/apple/pass?token=t1',
      expiresAt: '2026-03-01T12:10:00.000Z',
    },
    google: { url: 'https://pay.google.com/gp/v/save/eyJ' },
  },
  'wallet-removeCardEverywhere': { success: true, removed: 2 },
  'members-takeBreak': {
    success: true,
    result: aMember().onBreakUntil('2026-03-02T12:00:00.000Z').build(),
  },
  'members-downloadMyData': {
    success: true,
    exportedAt: '2026-03-01T12:00:00.000Z',
    data: {
      member: aMember().build(),
      profile: { email: 'king@example.com', emailVerified: true, country: 'gb', memberships: [] },
      gameOptins: [],
      plays: [],
      rsvps: [],
      tickets: [],
      walletPasses: [],
      redemptions: [],
      mails: [],
    },
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
