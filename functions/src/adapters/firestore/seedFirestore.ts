import type { DocumentData, DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { MemoryState } from '../memory/MemoryState';
import { COLLECTIONS, COUNTERS, documentIdFor, playDocumentId } from './collections';
import { toStoredEvent } from './FirestoreEventCalendar';
import { toStoredPlay, toStoredProfile } from './FirestoreAppData';
import { toStoredGame } from './FirestoreGameCatalogue';
import { toStoredMember } from './FirestoreMemberDirectory';
import { toTimestamp } from './timestamps';

const WRITES_PER_BATCH = 400;

/**
 * Writes a world of the in-memory backend (e.g. the demo seed) into Firestore, in the layout the
 * Firestore adapters read: for a demo project, the Firestore emulator and the adapters' contract
 * tests. Logins are not documents: they belong to Firebase Auth.
 */
export async function seedFirestore(db: Firestore, state: MemoryState): Promise<void> {
  const writes: [DocumentReference, DocumentData][] = [];
  const put = (collection: string, id: string, data: DocumentData) =>
    writes.push([db.collection(collection).doc(id), data]);

  for (const member of Object.values(state.members)) {
    put(COLLECTIONS.members, member.customer_number, toStoredMember(member));
    put(COLLECTIONS.memberEmails, documentIdFor(member.email.trim().toLowerCase()), {
      customerNumber: member.customer_number,
    });
  }
  for (const [customerNumber, days] of Object.entries(state.consentHistory ?? {})) {
    for (const [day, entries] of Object.entries(days)) {
      writes.push([
        db
          .collection(COLLECTIONS.members)
          .doc(customerNumber)
          .collection(COLLECTIONS.consentHistory)
          .doc(day),
        { day, entries },
      ]);
    }
  }
  put(COLLECTIONS.counters, COUNTERS.customerNumber, { next: state.nextCustomerNumber });
  put(COLLECTIONS.counters, COUNTERS.supportTicket, { next: state.nextTicketNumber });
  for (const [id, venue] of Object.entries(state.venues)) put(COLLECTIONS.venues, id, venue);
  for (const [id, restaurant] of Object.entries(state.restaurants)) {
    put(COLLECTIONS.restaurants, id, restaurant);
  }
  for (const voucher of Object.values(state.vouchers)) {
    put(COLLECTIONS.vouchers, voucher.id, voucher);
  }
  for (const benefits of state.benefits) {
    put(COLLECTIONS.benefits, documentIdFor(String(benefits.venueId), benefits.tier), benefits);
  }
  for (const event of Object.values(state.events)) {
    put(COLLECTIONS.events, event.id, toStoredEvent(event));
  }
  for (const rsvp of Object.values(state.rsvps)) {
    writes.push([
      db
        .collection(COLLECTIONS.events)
        .doc(rsvp.eventId)
        .collection(COLLECTIONS.rsvps)
        .doc(rsvp.customerNumber),
      { ...rsvp, at: toTimestamp(rsvp.at) },
    ]);
  }
  for (const game of Object.values(state.games)) {
    put(COLLECTIONS.spinGames, game.id, toStoredGame(game, state.prizes[game.id] ?? []));
  }
  for (const profile of Object.values(state.users)) {
    put(COLLECTIONS.users, profile.uid, toStoredProfile(profile));
    for (const customerNumber of profile.memberships) {
      put(COLLECTIONS.membershipLinks, customerNumber, { uid: profile.uid });
    }
  }
  for (const [key, play] of Object.entries(state.plays)) {
    const day = key.split('|')[2] ?? play.timestamp.slice(0, 10);
    put(
      COLLECTIONS.plays,
      playDocumentId(play.customerNumber, play.gameId, day),
      toStoredPlay(play),
    );
  }

  for (let start = 0; start < writes.length; start += WRITES_PER_BATCH) {
    const batch = db.batch();
    for (const [ref, data] of writes.slice(start, start + WRITES_PER_BATCH)) batch.set(ref, data);
    await batch.commit();
  }
}
