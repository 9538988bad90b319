import { inject, injectable } from 'inversify';
import { LAST_USER_KEY, OPTIN_IDS_KEY } from '../domain/constants';
import { AuthPort } from '../ports/AuthPort';
import { KeyValueStorePort } from '../ports/KeyValueStorePort';
import { SessionRecorderPort } from '../ports/SessionRecorderPort';
import { LastSeen } from './LastSeen';

/** Ends the session: recording stops and the identity provider signs out. */
@injectable()
export class SignOut {
  readonly #auth: AuthPort;
  readonly #recorder: SessionRecorderPort;
  readonly #device: KeyValueStorePort;
  readonly #lastSeen: LastSeen;

  constructor(
    @inject(AuthPort) auth: AuthPort,
    @inject(SessionRecorderPort) recorder: SessionRecorderPort,
    @inject(KeyValueStorePort) device: KeyValueStorePort,
    @inject(LastSeen) lastSeen: LastSeen,
  ) {
    this.#auth = auth;
    this.#recorder = recorder;
    this.#device = device;
    this.#lastSeen = lastSeen;
  }

  /** @throws AuthError reason network | other. */
  async execute(): Promise<void> {
    this.#recorder.stop();
    await this.#auth.signOut();
  }

  /**
   * Removes what this device kept of the member (a shared phone keeps nothing of the last one):
   * the saved answers (met_last_seen), the RSVP'd event ids (metro_optinids) and whose they were
   * (metro_last_user). The session store calls it on every way into signed-out, including the
   * identity provider reporting nobody signed in, so it never throws.
   */
  forgetMemberOnDevice(): void {
    this.#lastSeen.forget();
    this.#device.remove(OPTIN_IDS_KEY);
    // Without a member remembered, an RSVP answer arriving after sign-out is not kept either
    // (writeOptedInEventIds), and the next member starts with no ids whoever they are.
    this.#device.remove(LAST_USER_KEY);
  }
}
