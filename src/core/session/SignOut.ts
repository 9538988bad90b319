import { inject, injectable } from 'inversify';
import { AuthPort } from '../ports/AuthPort';

/** Ends the session: the identity provider signs out. */
@injectable()
export class SignOut {
  constructor(@inject(AuthPort) private readonly auth: AuthPort) {}

  /** @throws AuthError reason network | other. */
  async execute(): Promise<void> {
    await this.auth.signOut();
  }
}
