import type {
  GameOptin as StoredGameOptin,
  PlayDocument,
  UserDocument,
} from '@met/scheme/documents';

/** One entry of users/{uid}.gameOptin (@met/scheme/documents), its instant a Date. */
export type GameOptin = StoredGameOptin<Date>;

/**
 * The users/{uid} profile document (@met/scheme/documents), with Dates at the boundary. Missing
 * fields get their defaults: country 'gb', empty lists.
 */
export type UserProfile = UserDocument<Date>;

/**
 * What the app reads of one play of a game (a document of the games collection,
 * @met/scheme/documents), with Dates at the boundary.
 */
export type GamePlay = Pick<
  PlayDocument<Date>,
  'userId' | 'gameId' | 'timestamp' | 'prizeName' | 'win'
>;

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
  mergeGameOptin(uid: string, entry: GameOptin): Promise<void>;

  /**
   * The latest play of `gameId` by `uid` (games where userId and gameId match, by timestamp
   * descending, limit 1); null when none.
   * @throws FunctionError code permission-denied | unavailable | unauthenticated | unknown.
   */
  lastGamePlay(uid: string, gameId: string): Promise<GamePlay | null>;
}

export const DocumentStorePort = Symbol('DocumentStorePort');
