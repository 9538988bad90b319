import { inject, injectable } from 'inversify';
import { QueryCache } from '../kernel/query/QueryCache';
import { LAST_USER_KEY, OPTIN_IDS_KEY } from '../kernel/constants';
import { KeyValueStorePort } from '../ports/KeyValueStorePort';

/** A shared phone keeps nothing of the last member once their session has ended. */
@injectable()
export class ForgetMemberOnDevice {
  constructor(
    @inject(KeyValueStorePort) private readonly device: KeyValueStorePort,
    @inject(QueryCache) private readonly queries: QueryCache,
  ) {}

  /**
   * Closes the query cache (its values, and the saved answers and painted screens on the device),
   * and removes the RSVP'd event ids (metro_optinids) and whose
   * they were (metro_last_user). Called on every way into signed-out, including the identity
   * provider reporting nobody signed in, so it never throws.
   */
  execute(): void {
    this.queries.close();
    this.device.remove(OPTIN_IDS_KEY);
    // Without a member remembered, an RSVP answer arriving after sign-out is not kept either
    // (writeOptedInEventIds), and the next member starts with no ids whoever they are.
    this.device.remove(LAST_USER_KEY);
  }
}
