import type { StaffClaim } from '@met/scheme/contract';

/** A login as the identity provider's admin API shows it (never its password). */
export interface IdentityUser {
  uid: string;
  email: string;
  emailVerified: boolean;
  disabled: boolean;
  /** ISO instant. */
  createdAt: string;
  /**
   * ISO instant of the last password change (Firebase: tokensValidAfterTime, which a password
   * change moves), if known: a reset link issued before it no longer works.
   */
  passwordChangedAt?: string;
  /** The `staff` custom claim, when the login works at a venue's desk. */
  staff?: StaffClaim;
}

/** Where an email action link opens: the page of the app that handles it (Firebase's `url`). */
export interface ActionCodeSettings {
  /** e.g. 'https://rewards.example.com/account/pending'; the link adds mode and oobCode. */
  url: string;
}

/**
 * What the identity provider's admin API offers the backend (Firebase Auth admin).
 * Failures are IdentityError with a reason: 'email-already-exists', 'user-not-found',
 * 'invalid-email', 'weak-password'.
 */
export interface IdentityAdmin {
  createUser(user: {
    email: string;
    password: string;
    emailVerified: boolean;
  }): Promise<IdentityUser>;
  getUser(uid: string): Promise<IdentityUser | undefined>;
  getUserByEmail(email: string): Promise<IdentityUser | undefined>;
  setEmailVerified(uid: string, emailVerified: boolean): Promise<void>;
  /** `${settings.url}?mode=verifyEmail&oobCode=...` */
  generateEmailVerificationLink(email: string, settings: ActionCodeSettings): Promise<string>;
  /**
   * `${settings.url}?mode=resetPassword&oobCode=...`, valid for the provider's own lifetime
   * (Firebase: 1 hour; the in-memory provider: the scheme's 2 hours). PasswordResetLinks
   * turns it into the 2-hour link the mail promises.
   */
  generatePasswordResetLink(email: string, settings: ActionCodeSettings): Promise<string>;
  /**
   * A token the app signs in with as `uid` (Firebase: createCustomToken, for signInWithCustomToken;
   * a passkey sign-in). Single-use and short-lived in the in-memory provider. `claims`
   * are developer claims the ID token of that sign-in carries (e.g. `{ passkey: true }`).
   */
  createCustomToken(uid: string, claims?: Record<string, unknown>): Promise<string>;
  /**
   * Sets the login's `staff` custom claim, or clears it with null; other claims are
   * kept. The login's next ID token carries it (Firebase: setCustomUserClaims). 'user-not-found'.
   */
  setStaffClaim(uid: string, staff: StaffClaim | null): Promise<void>;
  /** Deletes the login; the provider then reports the deletion (see onIdentityDeleted). */
  deleteUser(uid: string): Promise<void>;
}
