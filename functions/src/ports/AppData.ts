import type { GameOptin, PlayDocument, UserDocument } from '@met/scheme/documents';

export type { GameOptin };

/** users/{uid} of the app's document store (@met/scheme/documents), instants as ISO strings. */
export type UserProfile = UserDocument;

/**
 * A document of the 'games' collection (@met/scheme/documents), its instant an ISO string: one
 * spin of one wheel, the casino's record of the prize.
 */
export type GamePlay = PlayDocument;

export type AddMembershipOutcome = 'added' | 'already-yours' | 'held-by-another' | 'no-profile';

/** The app's own document store: user profiles and game plays. */
export interface AppData {
  getProfile(uid: string): Promise<UserProfile | undefined>;
  /** Creates or replaces users/{uid}. */
  saveProfile(profile: UserProfile): Promise<void>;
  /** @returns false when there is no such profile. */
  setEmailVerified(uid: string, emailVerified: boolean): Promise<boolean>;
  /**
   * Appends a customer number to users/{uid}.memberships unless another login holds it
   * (checked atomically, so one membership never ends up on two logins).
   */
  addMembership(uid: string, customerNumber: string): Promise<AddMembershipOutcome>;
  findProfileByMembership(customerNumber: string): Promise<UserProfile | undefined>;
  /** Adds or replaces the caller's opt-in to one game (the app writes this directly). */
  saveGameOptin(uid: string, optin: GameOptin): Promise<boolean>;
  /**
   * Records a play unless this membership (play.customerNumber) already played this game on
   * this Europe/London day, from any login, deleted or not (spec-decisions 6).
   * Atomic: of N concurrent calls for one (membership, game, day) exactly one returns true.
   */
  recordPlayOnce(play: GamePlay, londonDayKey: string): Promise<boolean>;
  /** The newest play of this user and game (games where userId and gameId, newest first, limit 1). */
  latestPlay(userId: string, gameId: string): Promise<GamePlay | undefined>;
  /**
   * Removes users/{uid} and what links it to a membership. Its plays stay: they are the casino's
   * prize record and keep the membership's day played (spec-decisions 6).
   */
  deleteUserData(uid: string): Promise<void>;
}
