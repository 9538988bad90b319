import type { PromotionEvent } from '@met/scheme/contract';
import type { EventCalendar, RsvpRecord } from '../../ports/EventCalendar';
import { copy, type MemoryState } from './MemoryState';

export class InMemoryEventCalendar implements EventCalendar {
  constructor(private readonly state: MemoryState) {}

  async listForVenue(venueId: number): Promise<PromotionEvent[]> {
    return Object.values(this.state.events)
      .filter((event) => event.venueId === venueId)
      .map(copy);
  }

  async findByUri(uri: string): Promise<PromotionEvent | undefined> {
    const event = Object.values(this.state.events).find((candidate) => candidate.uri === uri);
    return event && copy(event);
  }

  async recordRsvp(rsvp: RsvpRecord): Promise<'recorded' | 'already-recorded'> {
    const key = `${rsvp.eventId}|${rsvp.customerNumber}`;
    if (this.state.rsvps[key]) return 'already-recorded';
    this.state.rsvps[key] = copy(rsvp);
    return 'recorded';
  }

  async cancelRsvp(eventId: string, customerNumber: string): Promise<'cancelled' | 'not-on-list'> {
    const key = `${eventId}|${customerNumber}`;
    if (!this.state.rsvps[key]) return 'not-on-list';
    delete this.state.rsvps[key];
    return 'cancelled';
  }

  async eventsWithRsvpFrom(customerNumber: string, eventIds: readonly string[]): Promise<string[]> {
    return eventIds.filter((eventId) => this.state.rsvps[`${eventId}|${customerNumber}`]);
  }
}
