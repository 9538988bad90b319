import { inject, injectable } from 'inversify';
import { AuthPort } from '../ports/AuthPort';
import { SessionRecorderPort } from '../ports/SessionRecorderPort';

/** Ends the session: recording stops and the identity provider signs out. */
@injectable()
export class SignOut {
  constructor(
    @inject(AuthPort) private readonly auth: AuthPort,
    @inject(SessionRecorderPort) private readonly recorder: SessionRecorderPort,
  ) {}

  /** @throws AuthError reason network | other. */
  async execute(): Promise<void> {
    this.recorder.stop();
    await this.auth.signOut();
  }
}
