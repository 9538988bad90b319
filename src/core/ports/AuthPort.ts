/** The signed-in identity as the app needs it (no vendor fields). */
export interface AuthUser {
  uid: string;
  email: string;
  emailVerified: boolean;
}

/** A staff login's claim (the desk's): the casino it works at. Members have none. */
export interface StaffClaim {
  venueId: number;
}

/** The identity provider: email and password sign-in, sign-up and the emailed action links. */
export interface AuthPort {
  /**
   * Calls `listener` with the current user once the provider knows it (that first call is
   * "auth initialised"), then on every sign-in and sign-out. Returns the unsubscribe function.
   */
  observe(listener: (user: AuthUser | null) => void): () => void;

  /** The signed-in user as last known, or null. Never throws. */
  current(): AuthUser | null;

  /**
   * Signs in with email and password.
   * @throws AuthError reason user-not-found | wrong-password | missing-password |
   *   invalid-credential | invalid-email | user-disabled | too-many-requests | network | other
   *   (with the provider's raw message).
   */
  signIn(email: string, password: string): Promise<AuthUser>;

  /**
   * Signs in with a custom token the backend minted (passkeys-verifyAuthentication's
   * answer), ending as signIn does: the same sign-in report to observers, the same kept user.
   * @throws AuthError reason user-disabled | user-not-found | network | other (a forged, expired
   *   or already used token is 'other' with the provider's message, auth/invalid-custom-token).
   */
  signInWithCustomToken(token: string): Promise<AuthUser>;

  /** Signs out; resolves even when nobody was signed in. @throws AuthError reason network | other. */
  signOut(): Promise<void>;

  /**
   * Creates a login with the identity provider and signs it in (spec section 7 sign-up).
   * @throws AuthError reason invalid-email | network | other (an email already in use or a
   *   password the provider refuses is 'other' with the provider's message).
   */
  signUp(email: string, password: string): Promise<AuthUser>;

  /** Emails the signed-in user a verification link. @throws AuthError reason too-many-requests | network | other. */
  sendEmailVerification(): Promise<void>;

  /**
   * Applies the verification link's code.
   * @throws AuthError reason network | other (an expired or used code is 'other' with the
   *   provider's message, e.g. 'auth/expired-action-code').
   */
  applyEmailVerification(oobCode: string): Promise<void>;

  /**
   * Checks a verification link's code without applying it and answers the email of the login it
   * was issued to. @throws AuthError reason network | other (an expired, used or made-up code).
   */
  verificationEmail(oobCode: string): Promise<string>;

  /**
   * Refreshes the signed-in user from the provider (e.g. after verifying the email elsewhere).
   * Resolves null when nobody is signed in. @throws AuthError reason network | user-disabled | other.
   */
  reload(): Promise<AuthUser | null>;

  /**
   * Checks a password reset link and answers the email it was sent to.
   * @throws AuthError reason network | too-many-requests | other (an expired or invalid code is
   *   'other'; the core reads every such refusal as 'invalid or expired reset link').
   */
  verifyPasswordResetCode(oobCode: string): Promise<string>;

  /**
   * Sets a new password with a reset link's code.
   * @throws AuthError reason network | too-many-requests | other (expired or invalid code).
   */
  confirmPasswordReset(oobCode: string, newPassword: string): Promise<void>;

  /**
   * Checks the signed-in user's password again, which renews their sign-in time (an ID token's
   * auth_time): adding a passkey needs a recent sign-in.
   * @throws AuthError reason wrong-password | invalid-credential | missing-password |
   *   too-many-requests | network | other; AuthError reason other when nobody is signed in.
   */
  reauthenticate(password: string): Promise<void>;

  /**
   * Re-authenticates the signed-in user with `password`, then deletes the login.
   * @throws AuthError reason wrong-password | invalid-credential | missing-password |
   *   too-many-requests | network | other; AuthError reason other when nobody is signed in.
   */
  deleteAccount(password: string): Promise<void>;

  /**
   * The signed-in login's staff claim as its ID token carries it (for the desk), or null for
   * a member, a visitor or any other shape. The server checks the claim again on every desk call.
   * @throws AuthError reason network | other.
   */
  staffClaim(): Promise<StaffClaim | null>;

  /** The signed-in user's ID token, or null when signed out. @throws AuthError reason network | other. */
  idToken(): Promise<string | null>;
}

export const AuthPort = Symbol('AuthPort');
