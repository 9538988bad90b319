/**
 * The link a password reset mail carries. The scheme promises it works for 2 hours
 * (PASSWORD_RESET_LINK_LIFETIME_MS); each adapter keeps that promise its own way.
 */
export interface PasswordResetLinks {
  /** A link that lets `email`'s login choose a new password on `resetPageUrl` for 2 hours. */
  issue(email: string, resetPageUrl: string): Promise<string>;
}
