import type { Firestore } from 'firebase-admin/firestore';
import type { NewSupportTicket, SupportDesk } from '../../ports/SupportDesk';
import { COLLECTIONS, COUNTERS } from './collections';
import { toTimestamp } from './timestamps';

/** supportTickets/{T-000001}: references from a counter, in a transaction (low volume). */
export class FirestoreSupportDesk implements SupportDesk {
  constructor(private readonly db: Firestore) {}

  async submit(ticket: NewSupportTicket): Promise<string> {
    const counterRef = this.db.collection(COLLECTIONS.counters).doc(COUNTERS.supportTicket);
    return this.db.runTransaction(async (tx) => {
      const counter = await tx.get(counterRef);
      const next = counter.exists ? Number(counter.data()!.next) : 1;
      const ticketId = `T-${String(next).padStart(6, '0')}`;
      tx.set(counterRef, { next: next + 1 });
      tx.create(this.db.collection(COLLECTIONS.supportTickets).doc(ticketId), {
        ticketId,
        values: ticket.values,
        uid: ticket.uid ?? null,
        submittedAt: toTimestamp(ticket.submittedAt),
      });
      return ticketId;
    });
  }
}
