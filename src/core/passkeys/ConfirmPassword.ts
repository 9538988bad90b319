import { inject, injectable } from 'inversify';
import { AuthPort } from '../ports/AuthPort';

/** The member types the password again, which counts as a fresh sign-in (AuthPort.reauthenticate). */
@injectable()
export class ConfirmPassword {
  constructor(@inject(AuthPort) private readonly auth: AuthPort) {}

  /** @throws AuthError (wrong-password, invalid-credential, missing-password, network, ...). */
  execute(password: string): Promise<void> {
    return this.auth.reauthenticate(password);
  }
}
