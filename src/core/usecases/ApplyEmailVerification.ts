import { inject, injectable } from 'inversify';
import { AuthPort } from '../ports/AuthPort';

/** Applies the code of an emailed verification link (the /account/pending page opens it). */
@injectable()
export class ApplyEmailVerification {
  readonly #auth: AuthPort;

  constructor(@inject(AuthPort) auth: AuthPort) {
    this.#auth = auth;
  }

  /** @throws AuthError (an expired or used link among them). */
  execute(oobCode: string): Promise<void> {
    return this.#auth.applyEmailVerification(oobCode);
  }
}
