import type {
  Benefits,
  Game,
  PromotionEvent,
  Prize,
  Restaurant,
  Venue,
} from '@met/scheme/contract';
import type { GamePlay, UserProfile } from '../../ports/AppData';
import type { RsvpRecord } from '../../ports/EventCalendar';
import { FIRST_CUSTOMER_NUMBER, type MemberRecord } from '../../ports/MemberDirectory';
import type { PasskeyChallenge, StoredPasskey } from '../../ports/Passkeys';
import type { VoucherRecord } from '../../ports/OfferCatalogue';
import type { SupportTicket } from '../../ports/SupportDesk';
import type { IssuedPass, PassRegistration } from '../../ports/WalletRegistrations';
import type { DeletionReceipt } from '../../ports/DeletionReceipts';
import type { DeskAuditEntry } from '../../ports/DeskAudit';
import type { Redemption } from '../../ports/Redemptions';
import type { EngagementRecord } from '../../ports/EngagementLog';
import type { ConsentEntry } from '../../domain/marketingConsent';

// 2: members keep a break's end and self-exclusion, and excluded@example.com joined.
// 3: desk@example.com joined, a staff login, and redemptions are kept.
export const MEMORY_STATE_VERSION = 3;

/** A login as the in-memory identity provider keeps it. */
export interface IdentityUserRecord {
  uid: string;
  email: string;
  emailVerified: boolean;
  disabled: boolean;
  createdAt: string;
  /** base64 SHA-256 of salt + password (see passwordHash.ts); never the password itself. */
  passwordHash: string;
  passwordSalt: string;
  /** Instants of recent wrong passwords, for 'too-many-requests'. */
  failedSignIns: string[];
  /** ISO instant of the last password reset, if any: older reset links stop working. */
  passwordChangedAt?: string;
  /** Custom claims, as Firebase keeps them: `staff` for a desk's login. */
  customClaims?: { staff?: { venueId: number } };
}

export interface OobCodeRecord {
  code: string;
  mode: 'verifyEmail' | 'resetPassword';
  uid: string;
  email: string;
  createdAt: string;
  expiresAt: string;
  usedAt?: string;
}

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  link?: string;
  sentAt: string;
}

export interface SupportTicketRecord extends SupportTicket {
  /** ticketRequestId of the submit that filed it: a retry with the same id files nothing. */
  requestId?: string;
}

/**
 * The whole world of the in-memory backend, as plain JSON: the fake world saves it to
 * localStorage and restores it by handing it back to createMemoryBackend. Every instant is an
 * ISO string; keys of records are ids.
 */
export interface MemoryState {
  version: typeof MEMORY_STATE_VERSION;
  /** By customer number. */
  members: Record<string, MemberRecord>;
  nextCustomerNumber: number;
  /** By venue id. */
  venues: Record<string, Venue>;
  /** By venue id. */
  restaurants: Record<string, Restaurant>;
  vouchers: Record<string, VoucherRecord>;
  benefits: Benefits[];
  events: Record<string, PromotionEvent>;
  /** By `${eventId}|${customerNumber}`. */
  rsvps: Record<string, RsvpRecord>;
  games: Record<string, Game>;
  /** By game id, in wheel segment order. */
  prizes: Record<string, Prize[]>;
  tickets: Record<string, SupportTicketRecord>;
  nextTicketNumber: number;
  /** users/{uid} of the document store. */
  users: Record<string, UserProfile>;
  /** The 'games' collection, by `${customerNumber}|${gameId}|${londonDay}`: one per membership. */
  plays: Record<string, GamePlay>;
  identityUsers: Record<string, IdentityUserRecord>;
  oobCodes: Record<string, OobCodeRecord>;
  /** Every mail sent, oldest first: the demo outbox. */
  outbox: OutboxMail[];
  /** The limiter's records, by limiterRecordId(key): see LimiterRecord. */
  rateLimits: Record<string, LimiterRecord>;
  /**
   * Apple Wallet's registrations and update tags (DECISIONS.md "Card and wallets: Apple Wallet").
   * Optional, so a world saved before it existed still loads; InMemoryWalletRegistrations adds it
   * on first use.
   */
  applePasses?: ApplePassesState;
  /** Deletion receipts by uid; optional, so a world saved before them still loads. */
  deletionReceipts?: Record<string, DeletionReceipt>;
  /**
   * The desk: redemptions by JSON [customerNumber, voucherId], and the audit trail,
   * oldest first. Optional, so a world saved before them still loads.
   */
  redemptions?: Record<string, Redemption>;
  deskAudit?: DeskAuditEntry[];
  /**
   * Passkeys by credential id and outstanding challenges by challenge. Optional, so a world
   * saved before them still loads.
   */
  passkeys?: {
    credentials: Record<string, StoredPasskey>;
    challenges: Record<string, PasskeyChallenge>;
  };
  /**
   * The usage events members sent with their consent (analytics-recordEngagement), oldest first.
   * Optional, so a world saved before them still loads.
   */
  engagementEvents?: EngagementRecord[];
  /**
   * Each membership's marketing consent history, by customer number and then London day
   * ('yyyy-MM-dd'), each day's entries oldest first: kept apart from the member's record.
   * Optional, so a world saved before it still loads (its members carry their history).
   */
  consentHistory?: Record<string, Record<string, ConsentEntry[]>>;
  /**
   * Custom tokens the identity provider minted and not yet used, by token, with the
   * developer claims the sign-in's ID token carries (a passkey sign-in's `{ passkey: true }`).
   */
  customTokens?: Record<
    string,
    { uid: string; expiresAt: string; claims?: Record<string, unknown> }
  >;
}

/**
 * One limiter key's recent uses (ISO instants) and when the record is of no more use: the end of
 * the window of its newest use (DECISIONS.md "Security and abuse limits: who the caller is").
 * A world saved before records expired holds bare arrays of uses; the limiter drops them.
 */
export interface LimiterRecord {
  uses: string[];
  expiresAt: string;
}

/**
 * Registrations by `${deviceLibraryIdentifier}|${serialNumber}`; update tags by serial; issued
 * passes by token hash; used pass link tickets (id to expiry); log lines logged by day. The last
 * three are optional so a world saved before them still loads.
 */
export interface ApplePassesState {
  registrations: Record<string, PassRegistration>;
  updateTags: Record<string, string>;
  issued?: Record<string, IssuedPass>;
  usedLinks?: Record<string, string>;
  logLines?: Record<string, number>;
}

export function emptyMemoryState(): MemoryState {
  return {
    version: MEMORY_STATE_VERSION,
    members: {},
    nextCustomerNumber: FIRST_CUSTOMER_NUMBER,
    venues: {},
    restaurants: {},
    vouchers: {},
    benefits: [],
    events: {},
    rsvps: {},
    games: {},
    prizes: {},
    tickets: {},
    nextTicketNumber: 1,
    users: {},
    plays: {},
    identityUsers: {},
    oobCodes: {},
    outbox: [],
    rateLimits: {},
    applePasses: { registrations: {}, updateTags: {}, issued: {}, usedLinks: {}, logLines: {} },
  };
}

/** A copy callers may change without changing the state (a database hands out copies too). */
export function copy<T>(value: T): T {
  return structuredClone(value);
}
