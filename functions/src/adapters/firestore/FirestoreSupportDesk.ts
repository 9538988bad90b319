import type { DocumentData, Firestore, Query } from 'firebase-admin/firestore';
import type { SupportTicketValues } from '@met/scheme/contract';
import { anonymisedTicket, holdsSenderDetails } from '../../domain/supportTickets';
import type {
  NewSupportTicket,
  SupportDesk,
  SupportTicket,
  TicketSender,
} from '../../ports/SupportDesk';
import { COLLECTIONS, COUNTERS, isDocumentId } from './collections';
import { toIso, toTimestamp } from './timestamps';
import { inTransaction } from './transactions';

const BATCH_SIZE = 200;

/**
 * supportTickets/{T-000001}: references from a counter, in a transaction (low volume). The same
 * transaction creates supportTicketRequests/{requestId}, so a retry of a filed ticket finds it
 * and two concurrent tries make one ticket (the second commit fails on the create and runs again).
 */
export class FirestoreSupportDesk implements SupportDesk {
  constructor(private readonly db: Firestore) {}

  async submit(ticket: NewSupportTicket, requestId: string): Promise<string> {
    const counterRef = this.db.collection(COLLECTIONS.counters).doc(COUNTERS.supportTicket);
    const requestRef = this.db.collection(COLLECTIONS.supportTicketRequests).doc(requestId);
    return inTransaction(this.db, async (tx) => {
      const [request, counter] = await Promise.all([tx.get(requestRef), tx.get(counterRef)]);
      if (request.exists) return String(request.data()!.ticketId);
      const next = counter.exists ? Number(counter.data()!.next) : 1;
      const ticketId = `T-${String(next).padStart(6, '0')}`;
      tx.set(counterRef, { next: next + 1 });
      tx.create(requestRef, { ticketId });
      tx.create(this.db.collection(COLLECTIONS.supportTickets).doc(ticketId), {
        ticketId,
        values: ticket.values,
        uid: ticket.uid ?? null,
        submittedAt: toTimestamp(ticket.submittedAt),
        requestId,
      });
      return ticketId;
    });
  }

  async find(ticketId: string): Promise<SupportTicket | undefined> {
    if (!isDocumentId(ticketId)) return undefined;
    const snapshot = await this.db.collection(COLLECTIONS.supportTickets).doc(ticketId).get();
    return snapshot.exists ? toTicket(snapshot.data()!) : undefined;
  }

  /**
   * Tickets of the login, then those typed with its address once it had verified it (the request
   * schema lower-cases emails).
   */
  async anonymiseSender(sender: TicketSender, at: string): Promise<number> {
    const tickets = this.db.collection(COLLECTIONS.supportTickets);
    let changed = await this.anonymiseAll(tickets.where('uid', '==', sender.uid), sender, at);
    const email = sender.email?.trim().toLowerCase();
    if (email && sender.emailVerified) {
      changed += await this.anonymiseAll(tickets.where('values.email', '==', email), sender, at);
    }
    return changed;
  }

  /** A ticket it changes no longer matches the query, so each round reads the next ones. */
  private async anonymiseAll(query: Query, sender: TicketSender, at: string): Promise<number> {
    let changed = 0;
    for (;;) {
      const snapshot = await query.limit(BATCH_SIZE).get();
      const batch = this.db.batch();
      let inBatch = 0;
      for (const doc of snapshot.docs) {
        const ticket = toTicket(doc.data());
        if (!holdsSenderDetails(ticket, sender)) continue;
        const anonymised = anonymisedTicket(ticket, sender, at);
        batch.update(doc.ref, {
          values: anonymised.values,
          uid: null,
          anonymisedAt: toTimestamp(anonymised.anonymisedAt ?? at),
        });
        inBatch += 1;
      }
      if (inBatch === 0) return changed;
      await batch.commit();
      changed += inBatch;
    }
  }
}

function toTicket(data: DocumentData): SupportTicket {
  return {
    ticketId: String(data.ticketId),
    values: data.values as SupportTicketValues,
    uid: typeof data.uid === 'string' ? data.uid : undefined,
    submittedAt: toIso(data.submittedAt),
    ...(data.anonymisedAt === undefined ? {} : { anonymisedAt: toIso(data.anonymisedAt) }),
  };
}
