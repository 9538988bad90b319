import { callableQuery } from '../kernel/query/QueryDefinition';
import type { CasinoEvent } from './CasinoEvent';
import { eventFromWire } from './fromWire';

export interface VenueEvents {
  events: CasinoEvent[];
  /** The events the server has the member on the list for. */
  onListIds: string[];
}

/** Events and promotions at the home casino (promotions-getPromotions), kept on the device. */
export const eventsQuery = callableQuery({
  callable: 'promotions-getPromotions',
  request: (venueId: number) => ({ venueId }),
  map: ({ events }): VenueEvents => ({
    events: events.map(eventFromWire),
    onListIds: events.filter((event) => event.isOnList).map((event) => event.id),
  }),
  onDevice: true,
});

/** `shown` with member no longer on the list of event `eventId` (a cancelled RSVP). */
export function offTheList(shown: VenueEvents, eventId: string): VenueEvents {
  return { ...shown, onListIds: shown.onListIds.filter((id) => id !== eventId) };
}
