/**
 * The Firestore documents the backend writes and the app reads directly (spec section 7): their
 * collections and shapes, one copy for both sides. Firestore holds every instant as a Timestamp;
 * each side reads it as its own instant type at its boundary, so every shape takes the instant's
 * type as a parameter: `Timestamp` in Firestore, an ISO string in the backend, `Date` in the app.
 * The rules for a member's own writes are firestore.rules; their opt-in window is the scheme's
 * `isOptInOpen` and their clock allowance is `OPT_IN_CLOCK_SKEW_MS`.
 */
import type { Prize } from './contract/callables';

/** The collections of these documents. */
export const DOCUMENT_COLLECTIONS = {
  /** users/{uid}: a `UserDocument`; the member reads it and merges `gameOptin` and `country`. */
  users: 'users',
  /** games/{customerNumber|gameId|londonDay}: a `PlayDocument`; the member reads their own. */
  plays: 'games',
  /** spinGames/{gameId}: a `SpinGameDocument`; the backend's alone, read by firestore.rules. */
  spinGames: 'spinGames',
} as const;

/** One entry of users/{uid}.gameOptin: the member opted in to `gameId` at `timestamp`. */
export interface GameOptin<Instant = string> {
  gameId: string;
  timestamp: Instant;
}

/** users/{uid}: the login's profile, created by the backend. */
export interface UserDocument<Instant = string> {
  uid: string;
  email: string;
  emailVerified: boolean;
  /** Two-letter country code; 'gb' when the document has none. */
  country: string;
  /** Linked membership (customer) numbers; the first is the membership the app shows. */
  memberships: string[];
  gameOptin: GameOptin<Instant>[];
}

/**
 * A document of the 'games' collection: one spin of one wheel, the casino's record of the prize.
 * It belongs to the membership and outlives the login that spun (spec-decisions 6).
 */
export interface PlayDocument<Instant = string> {
  /** The login that spun: the app reads its own plays by userId (spec section 7). */
  userId: string;
  /** The membership that spun: one play per membership, game and London day. */
  customerNumber: string;
  gameId: string;
  timestamp: Instant;
  prizeName: string;
  win: boolean;
}

/**
 * spinGames/{gameId}: one run of a Spin To Win game, its windows (each half-open, see the
 * scheme's game rules) and its wheel's prizes in segment order. The id is the document's.
 */
export interface SpinGameDocument<Instant = string> {
  name: string;
  /** CMS HTML (sanitised by the app). */
  description: string;
  GameStart: Instant;
  GameEnd: Instant;
  OptinStart: Instant;
  OptinEnd: Instant;
  prizes: Prize[];
}

/**
 * How far a new opt-in's timestamp may be from the server's time when the member writes it
 * (either way, exclusive): the app stamps it with the server's time as it last heard it.
 */
export const OPT_IN_CLOCK_SKEW_MS = 5 * 60 * 1000;
