import { inject, injectable } from 'inversify';
import { AuthPort, type AuthUser } from '../ports/AuthPort';

/** Follows sign-in and sign-out; the first call is "auth initialised" (spec section 4). */
@injectable()
export class WatchAuthState {
  constructor(@inject(AuthPort) private readonly auth: AuthPort) {}

  /** Returns the unsubscribe function. Never throws. */
  execute(listener: (user: AuthUser | null) => void): () => void {
    return this.auth.observe(listener);
  }
}
