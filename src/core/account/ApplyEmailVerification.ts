import { inject, injectable } from 'inversify';
import { AuthPort } from '../ports/AuthPort';

/** The login's own email and password, typed on the page the link opened. */
export interface LoginCredentials {
  email: string;
  password: string;
}

/**
 * What became of an opened link: applied; or not, because the device has not proved the
 * password of the login the link was issued to (`loginEmail`): nobody or another member is
 * signed in (`password-needed`), or the typed email names another login (`other-login`).
 */
export type VerificationOutcome =
  | { readonly kind: 'applied' }
  | { readonly kind: 'password-needed'; readonly loginEmail: string }
  | { readonly kind: 'other-login'; readonly loginEmail: string };

/**
 * Applies the code of an emailed verification link (the /account/pending page opens it), only
 * once this device has proved the password of the login the link was issued to: that login is
 * the signed-in one, or it signs in now with the typed password. Nobody signed in, or another
 * member signed in, the link alone never verifies a login, so a login someone else made with the
 * member's email (and a password the member never chose) cannot be handed the account by the
 * member clicking its link, whoever is signed in on the phone
 * (DECISIONS.md "Account and mail: guessing limits and the planted login").
 */
@injectable()
export class ApplyEmailVerification {
  constructor(@inject(AuthPort) private readonly auth: AuthPort) {}

  /** @throws AuthError (a wrong password, an expired or used link among them). */
  async execute(oobCode: string, credentials?: LoginCredentials): Promise<VerificationOutcome> {
    const loginEmail = await this.auth.verificationEmail(oobCode);
    if (credentials === undefined) {
      if (!sameEmail(this.auth.current()?.email, loginEmail)) {
        return { kind: 'password-needed', loginEmail };
      }
    } else {
      if (!sameEmail(credentials.email, loginEmail)) return { kind: 'other-login', loginEmail };
      await this.auth.signIn(credentials.email.trim(), credentials.password);
    }
    await this.auth.applyEmailVerification(oobCode);
    return { kind: 'applied' };
  }
}

/** Emails are compared as the identity provider keeps them: trimmed, in lower case. */
function sameEmail(typed: string | undefined, loginEmail: string): boolean {
  return typed !== undefined && typed.trim().toLowerCase() === loginEmail.trim().toLowerCase();
}
