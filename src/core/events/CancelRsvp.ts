import { inject, injectable } from 'inversify';
import type { CasinoEvent } from './CasinoEvent';
import { answerKey } from '../kernel/deviceCopy';
import { LastSeen } from '../kernel/LastSeen';
import type { Member } from '../member/Member';
import { venueIdForMember } from '../member/venueOf';
import { CallablesPort } from '../ports/CallablesPort';
import { KeyValueStorePort } from '../ports/KeyValueStorePort';
import { memberOnDevice, readOptedInEventIds, writeOptedInEventIds } from './optedInEventIds';

/**
 * Gives up the member's place on an event's list (promotions-cancelRsvp, our extension, issue 29)
 * and forgets it on the device: in metro_optinids and in the saved copy of the events, which
 * would otherwise put the member back on the list at the next start. The server answers the same
 * whether or not the member was still on the list, so a second cancel ends the same way.
 */
@injectable()
export class CancelRsvp {
  constructor(
    @inject(CallablesPort) private readonly callables: CallablesPort,
    @inject(KeyValueStorePort) private readonly device: KeyValueStorePort,
    @inject(LastSeen) private readonly lastSeen: LastSeen,
  ) {}

  /** @returns every opted-in event id still remembered. @throws FunctionError, MalformedResponseError. */
  async execute(
    event: Pick<CasinoEvent, 'id' | 'uri'>,
    member: Pick<Member, 'homeCasinoId' | 'membershipTypeId'>,
  ): Promise<string[]> {
    // Whose place this is: the device's list changes only if their session is still open.
    const uid = memberOnDevice(this.device);
    await this.callables.call('promotions-cancelRsvp', { uri: event.uri });
    const optedInIds = readOptedInEventIds(this.device).filter((id) => id !== event.id);
    writeOptedInEventIds(this.device, uid, optedInIds);
    const venueId = venueIdForMember(member);
    if (venueId !== null && memberOnDevice(this.device) === uid) {
      this.#offTheSavedList(answerKey('promotions-getPromotions', { venueId }), event.id);
    }
    return optedInIds;
  }

  #offTheSavedList(key: string, eventId: string): void {
    const saved = this.lastSeen.saved(key)?.value;
    if (typeof saved !== 'object' || saved === null || !('events' in saved)) return;
    const { events } = saved as { events: unknown };
    if (!Array.isArray(events)) return;
    this.lastSeen.save(key, {
      ...saved,
      events: events.map((wire: unknown) =>
        typeof wire === 'object' && wire !== null && (wire as { id?: unknown }).id === eventId
          ? { ...wire, isOnList: false }
          : wire,
      ),
    });
  }
}
