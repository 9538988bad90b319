import { inject, injectable } from 'inversify';
import type { CasinoEvent } from './CasinoEvent';
import { CallablesPort } from '../ports/CallablesPort';
import { KeyValueStorePort } from '../ports/KeyValueStorePort';
import { memberOnDevice, readOptedInEventIds, writeOptedInEventIds } from './optedInEventIds';

/**
 * Gives up the member's place on an event's list (promotions-cancelRsvp, our extension) and
 * forgets it in metro_optinids. The server answers the same whether or not the member was still
 * on the list, so a second cancel ends the same way.
 */
@injectable()
export class CancelRsvp {
  constructor(
    @inject(CallablesPort) private readonly callables: CallablesPort,
    @inject(KeyValueStorePort) private readonly device: KeyValueStorePort,
  ) {}

  /** @returns every opted-in event id still remembered. @throws FunctionError, MalformedResponseError. */
  async execute(event: Pick<CasinoEvent, 'id' | 'uri'>): Promise<string[]> {
    // Whose place this is: the device's list changes only if their session is still open.
    const uid = memberOnDevice(this.device);
    await this.callables.call('promotions-cancelRsvp', { uri: event.uri });
    const optedInIds = readOptedInEventIds(this.device).filter((id) => id !== event.id);
    writeOptedInEventIds(this.device, uid, optedInIds);
    return optedInIds;
  }
}
