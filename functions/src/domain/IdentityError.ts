/** Why the identity provider refused something (Firebase Auth's codes without the 'auth/' prefix). */
export type IdentityErrorReason =
  | 'user-not-found'
  | 'wrong-password'
  | 'missing-password'
  | 'invalid-email'
  | 'user-disabled'
  | 'too-many-requests'
  | 'email-already-in-use'
  | 'email-already-exists'
  | 'weak-password'
  | 'expired-action-code'
  | 'invalid-action-code'
  | 'requires-recent-login'
  | 'invalid-custom-token';

export class IdentityError extends Error {
  override readonly name = 'IdentityError';
  constructor(
    readonly reason: IdentityErrorReason,
    message: string = reason,
  ) {
    super(message);
  }
}
