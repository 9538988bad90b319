import { inject, injectable } from 'inversify';
import type { CasinoEvent } from './CasinoEvent';
import type { Member } from '../member/Member';
import { AnalyticsPort } from '../ports/AnalyticsPort';
import { CallablesPort } from '../ports/CallablesPort';
import { KeyValueStorePort } from '../ports/KeyValueStorePort';
import { memberOnDevice, readOptedInEventIds, writeOptedInEventIds } from './optedInEventIds';

export interface EventOptInResult {
  /** The server's optional message for the member. */
  message: string | null;
  /** Every opted-in event id now remembered on this device. */
  optedInIds: string[];
}

/** Opts the member in to an event (promotions-optInToEvent) and remembers it on the device. */
@injectable()
export class OptInToEvent {
  constructor(
    @inject(CallablesPort) private readonly callables: CallablesPort,
    @inject(KeyValueStorePort) private readonly device: KeyValueStorePort,
    @inject(AnalyticsPort) private readonly analytics: AnalyticsPort,
  ) {}

  /** @throws FunctionError, MalformedResponseError. */
  async execute(
    event: Pick<CasinoEvent, 'id' | 'uri'>,
    member: Pick<Member, 'membershipNumber'>,
    homeCasinoName: string,
  ): Promise<EventOptInResult> {
    // Whose RSVP this is: the answer is kept only if their session is still the open one.
    const uid = memberOnDevice(this.device);
    const response = await this.callables.call('promotions-optInToEvent', {
      uri: event.uri,
      customerNumber: member.membershipNumber,
      homeCasinoName,
    });
    const optedInIds = [...readOptedInEventIds(this.device), event.id];
    writeOptedInEventIds(this.device, uid, optedInIds);
    this.analytics.customerEngagement({ type: 'optin', category: 'event', eventId: event.id });
    return { message: response.message ?? null, optedInIds: [...new Set(optedInIds)] };
  }
}
