import { inject, injectable } from 'inversify';
import { AuthPort } from '../ports/AuthPort';
import { SessionRecorderPort } from '../ports/SessionRecorderPort';

/** Ends the session: recording stops and the identity provider signs out. */
@injectable()
export class SignOut {
  readonly #auth: AuthPort;
  readonly #recorder: SessionRecorderPort;

  constructor(
    @inject(AuthPort) auth: AuthPort,
    @inject(SessionRecorderPort) recorder: SessionRecorderPort,
  ) {
    this.#auth = auth;
    this.#recorder = recorder;
  }

  /** @throws AuthError reason network | other. */
  async execute(): Promise<void> {
    this.#recorder.stop();
    await this.#auth.signOut();
  }
}
