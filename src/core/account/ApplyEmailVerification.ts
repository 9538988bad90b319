import { inject, injectable } from 'inversify';
import { AuthPort } from '../ports/AuthPort';

/** The login's own email and password, typed on the page the link opened. */
export interface LoginCredentials {
  email: string;
  password: string;
}

/**
 * Applies the code of an emailed verification link (the /account/pending page opens it). Signed
 * out, it first signs in with the login's password: a link alone never verifies a login, so a
 * login someone else made with the member's email (and a password the member never chose)
 * cannot be handed the account by the member clicking its link
 * (DECISIONS.md "Account and mail: guessing limits and the planted login").
 */
@injectable()
export class ApplyEmailVerification {
  constructor(@inject(AuthPort) private readonly auth: AuthPort) {}

  /** @throws AuthError (a wrong password, an expired or used link among them). */
  async execute(oobCode: string, credentials?: LoginCredentials): Promise<void> {
    if (credentials !== undefined) {
      await this.auth.signIn(credentials.email.trim(), credentials.password);
    }
    await this.auth.applyEmailVerification(oobCode);
  }
}
