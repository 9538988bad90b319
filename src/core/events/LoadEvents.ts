import { inject, injectable } from 'inversify';
import type { CasinoEvent } from './CasinoEvent';
import { eventFromWire } from './fromWire';
import type { Member } from '../member/Member';
import { KeyValueStorePort } from '../ports/KeyValueStorePort';
import { venueIdForMember } from '../member/venueOf';
import { CallablesPort } from '../ports/CallablesPort';
import { memberOnDevice, readOptedInEventIds, writeOptedInEventIds } from './optedInEventIds';

export interface Promotions {
  events: CasinoEvent[];
  /** The events the member is on the list for: said yes on this device, or the server says so. */
  optedInIds: string[];
}

/**
 * Events and promotions at the home casino (promotions-getPromotions); none for a temporary
 * member. The lists the server has the member on are remembered on the device (metro_optinids),
 * so a new device knows them as the one the member said yes on.
 */
@injectable()
export class LoadEvents {
  constructor(
    @inject(CallablesPort) private readonly callables: CallablesPort,
    @inject(KeyValueStorePort) private readonly device: KeyValueStorePort,
  ) {}

  /** @throws FunctionError, MalformedResponseError. */
  async execute(member: Member): Promise<Promotions> {
    const venueId = venueIdForMember(member);
    if (venueId === null) return { events: [], optedInIds: readOptedInEventIds(this.device) };
    // Whose answer this is: it is remembered only if their session is still the open one.
    const uid = memberOnDevice(this.device);
    const { events } = await this.callables.call('promotions-getPromotions', { venueId });
    const remembered = readOptedInEventIds(this.device);
    const onList = events.filter((event) => event.isOnList).map((event) => event.id);
    const optedInIds = [...new Set([...remembered, ...onList])];
    if (optedInIds.length > remembered.length) {
      writeOptedInEventIds(this.device, uid, optedInIds);
    }
    return { events: events.map(eventFromWire), optedInIds };
  }
}
