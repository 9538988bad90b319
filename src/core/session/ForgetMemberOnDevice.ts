import { inject, injectable } from 'inversify';
import { LastSeen } from '../kernel/LastSeen';
import { LAST_USER_KEY, OPTIN_IDS_KEY } from '../kernel/constants';
import { KeyValueStorePort } from '../ports/KeyValueStorePort';

/** A shared phone keeps nothing of the last member once their session has ended. */
@injectable()
export class ForgetMemberOnDevice {
  constructor(
    @inject(KeyValueStorePort) private readonly device: KeyValueStorePort,
    @inject(LastSeen) private readonly lastSeen: LastSeen,
  ) {}

  /**
   * Removes the saved answers (met_last_seen), the RSVP'd event ids (metro_optinids) and whose
   * they were (metro_last_user). Called on every way into signed-out, including the identity
   * provider reporting nobody signed in, so it never throws.
   */
  execute(): void {
    this.lastSeen.forget();
    this.device.remove(OPTIN_IDS_KEY);
    // Without a member remembered, an RSVP answer arriving after sign-out is not kept either
    // (writeOptedInEventIds), and the next member starts with no ids whoever they are.
    this.device.remove(LAST_USER_KEY);
  }
}
