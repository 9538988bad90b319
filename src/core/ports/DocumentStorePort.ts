import type { GameOptIn } from '../games/games';

export type { GameOptIn };

/** The users/{uid} profile document, with Dates at the boundary. */
export interface UserProfile {
  uid: string;
  email: string;
  emailVerified: boolean;
  /** The member's location for callables; 'gb' when the document has none. */
  country: string;
  /** Linked membership (customer) numbers; empty until a membership is linked. */
  memberships: string[];
  gameOptin: GameOptIn[];
}

/** One play of a game (a document of the games collection). */
export interface GamePlay {
  userId: string;
  gameId: string;
  timestamp: Date;
  prizeName: string;
  win: boolean;
}

/** The document store read and written directly by the app (spec section 7). */
export interface DocumentStorePort {
  /**
   * Reads users/{uid}; null when the document does not exist. Missing fields get their
   * defaults (country 'gb', empty lists).
   * @throws FunctionError code permission-denied | unavailable | unauthenticated | unknown.
   */
  readUserProfile(uid: string): Promise<UserProfile | null>;

  /**
   * Adds `entry` to users/{uid}.gameOptin with a merge: other fields and other entries are
   * kept; an entry for the same gameId is replaced.
   * @throws FunctionError code permission-denied | unavailable | unauthenticated | unknown.
   */
  mergeGameOptIn(uid: string, entry: GameOptIn): Promise<void>;

  /**
   * The latest play of `gameId` by `uid` (games where userId and gameId match, by timestamp
   * descending, limit 1); null when none.
   * @throws FunctionError code permission-denied | unavailable | unauthenticated | unknown.
   */
  lastGamePlay(uid: string, gameId: string): Promise<GamePlay | null>;
}

export const DocumentStorePort = Symbol('DocumentStorePort');
