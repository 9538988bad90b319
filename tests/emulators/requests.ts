/** A valid request to every callable, made as or about king@example.com of the demo world. */
import type { CallableName } from '@met/scheme/contract';
import { DEMO_GAME_IDS } from '../../functions/src/seed/demoGames';
import { VALID_DESK_REQUESTS, VALID_PASSKEY_REQUESTS } from '../builders/validCallableMessages';

export const KING = { email: 'king@example.com', crmId: 'crm-100104', customerNumber: '100104' };
export const MAYFAIR = 6;

let joiner = 0;
/** A new applicant each time, so repeated joins never share an email. */
export function registration(changes: Record<string, unknown> = {}) {
  joiner += 1;
  return {
    location: 'gb',
    values: {
      title: 'Ms',
      firstName: 'Ada',
      lastName: 'Lovelace',
      gender: 'female',
      dob: '1990-12-10',
      email: `joiner-${Date.now()}-${joiner}@example.com`,
      mobilePhone: '07700 900123',
      over18: true,
      termsAccepted: true,
      marketingOptIn: false,
      homeCasino: MAYFAIR,
      ...changes,
    },
  };
}

export const devLinks = { devMode: true, devDomain: 'http://127.0.0.1:5173' };

export const VALID_REQUESTS: { [K in CallableName]: unknown } = {
  'members-registerAccount': registration(),
  'users-sendPasswordReset': { email: KING.email, ...devLinks },
  'users-resendVerificationEmail': { email: 'unverified@example.com', ...devLinks },
  'users-createUser': {
    firstName: 'Noah',
    lastName: 'Fletcher',
    dob: '1985-04-12',
    email: 'unlinked@example.com',
    customerNumber: '100200',
    password: 'Another-Royal-Flush-27',
    ...devLinks,
  },
  'users-setVerifiedEmail': {},
  'members-linkMembership': { location: 'gb', membershipNumber: '100200', dob: '1985-04-12' },
  'members-getMember': { location: 'gb' },
  'members-updateProfile': {
    location: 'gb',
    crmId: KING.crmId,
    values: { interests: ['Poker', 'Dining'] },
  },
  'members-getVenue': { venueId: MAYFAIR },
  'members-getRestaurant': { venueId: MAYFAIR },
  'members-submitTicket': {
    values: {
      name: 'Marcus Bell',
      email: KING.email,
      membershipNumber: KING.customerNumber,
      topic: 'Spin To Win',
      message: 'The wheel froze on my phone.',
    },
    idempotencyKey: 'valid-ticket-key-000001',
  },
  'benefits-getBenefits': { tier: 'King', venueId: MAYFAIR },
  'vouchers-getAllVouchers': { location: 'gb', crmId: KING.crmId },
  'vouchers-generateQrCode': { voucherId: 'king-free-play-25' },
  'promotions-getPromotions': { venueId: MAYFAIR },
  'promotions-getGames': {},
  'promotions-optInToEvent': {
    uri: 'events/mayfair/rsvp-poker-masterclass',
    customerNumber: KING.customerNumber,
    homeCasinoName: 'The Metropolitan Mayfair',
  },
  'promotions-spinTheWheel': { location: 'gb', gameId: DEMO_GAME_IDS.open },
  'promotions-spinToWinPrizes': { gameId: DEMO_GAME_IDS.open },
  'wallet-getPassLinks': {},
  'wallet-removeCardEverywhere': {},
  'members-takeBreak': { period: '24h' },
  'members-downloadMyData': {},
  'users-prepareDeletion': {},
  'members-getPointsActivity': {},
  'promotions-cancelRsvp': { uri: 'events/mayfair/rsvp-poker-masterclass' },
  ...VALID_PASSKEY_REQUESTS,
  ...VALID_DESK_REQUESTS,
  'analytics-recordEngagement': { type: 'spin wheel', gameId: DEMO_GAME_IDS.open, win: false },
};

/** Callables a visitor may use signed out (registration, login help, the support form). */
export const PUBLIC_CALLABLES: readonly CallableName[] = [
  'members-registerAccount',
  'users-sendPasswordReset',
  'users-resendVerificationEmail',
  'users-createUser',
  'members-submitTicket',
  // Signing in with a passkey is made signed out, like a password sign-in.
  'passkeys-authenticationOptions',
  'passkeys-verifyAuthentication',
];
