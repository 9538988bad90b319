import type { AuthUser } from '../ports/AuthPort';

/**
 * What a feature outside the session may ask of it: who is signed in, and the two moments the
 * session must hear of (the email verified, a membership linked). The session's module binds it
 * to SessionStore, so features depend on the kernel, not on the session feature.
 */
export interface SessionAccess {
  readonly user: AuthUser | null;
  readonly isLoggedIn: boolean;
  /** Checks the signed-in user again, e.g. after the email was verified elsewhere. */
  refresh(): Promise<void>;
  /** A membership was linked: the session reloads the profile and takes the member on. */
  membershipLinked(): Promise<void>;
}

export const SessionAccess = Symbol.for('SessionAccess');
