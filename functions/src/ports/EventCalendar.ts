import type { PromotionEvent } from '@met/scheme/contract';

export interface RsvpRecord {
  eventId: string;
  customerNumber: string;
  homeCasinoName: string;
  /** ISO instant. */
  at: string;
}

/** Events per venue and the members who said they are coming (RSVP). */
export interface EventCalendar {
  listForVenue(venueId: number): Promise<PromotionEvent[]>;
  findByUri(uri: string): Promise<PromotionEvent | undefined>;
  /**
   * Records an RSVP once per event and member (create-if-absent, atomic).
   * @returns 'already-recorded' when the member was already on the list.
   */
  recordRsvp(rsvp: RsvpRecord): Promise<'recorded' | 'already-recorded'>;
  /**
   * Removes this member's RSVP to the event (delete-if-present, atomic).
   * @returns 'not-on-list' when there was none to remove.
   */
  cancelRsvp(eventId: string, customerNumber: string): Promise<'cancelled' | 'not-on-list'>;
  /** Of `eventIds`, those whose RSVP list holds this member. */
  eventsWithRsvpFrom(customerNumber: string, eventIds: readonly string[]): Promise<string[]>;
}
