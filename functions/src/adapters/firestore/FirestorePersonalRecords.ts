import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { SupportTicketValues } from '@met/scheme/contract';
import { MAIL_COLLECTION } from '../mail/TriggerEmailMailer';
import type { GamePlay } from '../../ports/AppData';
import type { RsvpRecord } from '../../ports/EventCalendar';
import type { KeptMail, PassWithDevices, PersonalRecords } from '../../ports/PersonalRecords';
import type { SupportTicket } from '../../ports/SupportDesk';
import { COLLECTIONS } from './collections';
import { toIso } from './timestamps';

/**
 * A member reads a few hundred records at most; a cap keeps one export's reads bounded whatever
 * a collection holds.
 */
export const PERSONAL_READ_LIMIT = 1000;

/**
 * Subject access over the collections the other adapters write: plays by customerNumber,
 * events/{id}/rsvps/{customerNumber}, supportTickets by uid and typed email, applePassTokens and
 * their registrations by uid, and the Trigger Email documents by recipient. Single-field
 * equality queries only, so no composite index is needed.
 */
export class FirestorePersonalRecords implements PersonalRecords {
  constructor(private readonly db: Firestore) {}

  async playsOf(customerNumber: string): Promise<GamePlay[]> {
    const snapshot = await this.db
      .collection(COLLECTIONS.plays)
      .where('customerNumber', '==', customerNumber)
      .limit(PERSONAL_READ_LIMIT)
      .get();
    return snapshot.docs.map((doc) => {
      const data = doc.data();
      return {
        userId: String(data.userId),
        customerNumber: String(data.customerNumber),
        gameId: String(data.gameId),
        timestamp: toIso(data.timestamp),
        prizeName: String(data.prizeName),
        win: data.win === true,
      };
    });
  }

  /** The RSVP document's id is the customer number: one batched read under each event. */
  async rsvpsOf(customerNumber: string): Promise<RsvpRecord[]> {
    const events = await this.db
      .collection(COLLECTIONS.events)
      .select()
      .limit(PERSONAL_READ_LIMIT)
      .get();
    if (events.empty) return [];
    const rsvps = await this.db.getAll(
      ...events.docs.map((event) => event.ref.collection(COLLECTIONS.rsvps).doc(customerNumber)),
    );
    return rsvps.flatMap((rsvp, index) => {
      const data = rsvp.data();
      if (!rsvp.exists || !data) return [];
      return [
        {
          eventId: events.docs[index]!.id,
          customerNumber,
          homeCasinoName: String(data.homeCasinoName ?? ''),
          at: toIso(data.at),
        },
      ];
    });
  }

  async ticketsOf(uid: string, verifiedEmail: string | undefined): Promise<SupportTicket[]> {
    const tickets = this.db.collection(COLLECTIONS.supportTickets);
    const reads = [tickets.where('uid', '==', uid).limit(PERSONAL_READ_LIMIT).get()];
    const email = verifiedEmail?.trim().toLowerCase();
    if (email)
      reads.push(tickets.where('values.email', '==', email).limit(PERSONAL_READ_LIMIT).get());
    const byId = new Map<string, SupportTicket>();
    for (const snapshot of await Promise.all(reads)) {
      for (const doc of snapshot.docs) byId.set(doc.id, toTicket(doc.data()));
    }
    return [...byId.values()];
  }

  async passesOf(uid: string): Promise<PassWithDevices[]> {
    const issued = await this.db
      .collection(COLLECTIONS.applePassTokens)
      .where('uid', '==', uid)
      .limit(PERSONAL_READ_LIMIT)
      .get();
    return Promise.all(
      issued.docs.map(async (doc) => {
        const data = doc.data();
        const serialNumber = String(data.serialNumber);
        const devices = await this.db
          .collection(COLLECTIONS.applePassRegistrations)
          .where('serialNumber', '==', serialNumber)
          .count()
          .get();
        return {
          tokenHash: String(data.tokenHash),
          serialNumber,
          customerNumber: String(data.customerNumber),
          uid: String(data.uid),
          issuedAt: String(data.issuedAt),
          revoked: data.revoked !== false,
          devices: devices.data().count,
        };
      }),
    );
  }

  async mailsTo(email: string): Promise<KeptMail[]> {
    const snapshot = await this.db
      .collection(MAIL_COLLECTION)
      .where('recipient', '==', email.trim().toLowerCase())
      .limit(PERSONAL_READ_LIMIT)
      .get();
    return snapshot.docs.map((doc) => {
      const data = doc.data();
      const message = (data.message ?? {}) as { subject?: unknown; text?: unknown };
      return {
        to: String(data.to),
        subject: String(message.subject ?? ''),
        text: typeof data.body === 'string' ? data.body : withoutLink(String(message.text ?? '')),
        sentAt: toIso(data.queuedAt),
      };
    });
  }
}

/**
 * A mail queued before documents kept its `body`: its text, less the action link the mailer put
 * after a blank line at its end.
 */
function withoutLink(text: string): string {
  return text.replace(/\n\nhttps?:\/\/\S+$/, '');
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
