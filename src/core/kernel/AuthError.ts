import type { AuthErrorReason } from './authErrors';

/** Sign-in, sign-up or password-reset failure from the identity provider, by reason. */
export class AuthError extends Error {
  override readonly name = 'AuthError';

  constructor(
    readonly reason: AuthErrorReason,
    message: string,
  ) {
    super(message);
  }
}
