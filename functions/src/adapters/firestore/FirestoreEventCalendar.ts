import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { PromotionEvent } from '@met/scheme/contract';
import type { EventCalendar, RsvpRecord } from '../../ports/EventCalendar';
import { COLLECTIONS } from './collections';
import { isAlreadyExists, isNotFound } from './firestoreErrors';
import { toIso, toTimestamp } from './timestamps';

/** events/{eventId} (startsAt and endsAt as Timestamps) and their rsvps/{customerNumber}. */
export class FirestoreEventCalendar implements EventCalendar {
  constructor(private readonly db: Firestore) {}

  async listForVenue(venueId: number): Promise<PromotionEvent[]> {
    const snapshot = await this.events().where('venueId', '==', venueId).get();
    return snapshot.docs.map((doc) => toEvent(doc.data()));
  }

  async findByUri(uri: string): Promise<PromotionEvent | undefined> {
    const snapshot = await this.events().where('uri', '==', uri).limit(1).get();
    const doc = snapshot.docs[0];
    return doc && toEvent(doc.data());
  }

  /** create() keyed by member: the second RSVP of the same member fails and is reported. */
  async recordRsvp(rsvp: RsvpRecord): Promise<'recorded' | 'already-recorded'> {
    try {
      await this.events()
        .doc(rsvp.eventId)
        .collection(COLLECTIONS.rsvps)
        .doc(rsvp.customerNumber)
        .create({ ...rsvp, at: toTimestamp(rsvp.at) });
      return 'recorded';
    } catch (error) {
      if (isAlreadyExists(error)) return 'already-recorded';
      throw error;
    }
  }

  /** delete() with exists: the member's own rsvps/{customerNumber}; none there is reported. */
  async cancelRsvp(eventId: string, customerNumber: string): Promise<'cancelled' | 'not-on-list'> {
    try {
      await this.events()
        .doc(eventId)
        .collection(COLLECTIONS.rsvps)
        .doc(customerNumber)
        .delete({ exists: true });
      return 'cancelled';
    } catch (error) {
      if (isNotFound(error)) return 'not-on-list';
      throw error;
    }
  }

  /** One batched read of
 the member's rsvps/{customerNumber} under each event. */
  async eventsWithRsvpFrom(customerNumber: string, eventIds: readonly string[]): Promise<string[]> {
    if (eventIds.length === 0) return [];
    const rsvps = await this.db.getAll(
      ...eventIds.map((eventId) =>
        this.events().doc(eventId).collection(COLLECTIONS.rsvps).doc(customerNumber),
      ),
    );
    return eventIds.filter((_, index) => rsvps[index]?.exists === true);
  }

  private events() {
    return this.db.collection(COLLECTIONS.events);
  }
}

export function toStoredEvent(event: PromotionEvent): DocumentData {
  return { ...event, startsAt: toTimestamp(event.startsAt), endsAt: toTimestamp(event.endsAt) };
}

function toEvent(data: DocumentData): PromotionEvent {
  return {
    ...(data as PromotionEvent),
    startsAt: toIso(data.startsAt),
    endsAt: toIso(data.endsAt),
  };
}
