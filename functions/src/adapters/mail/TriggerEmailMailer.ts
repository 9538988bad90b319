import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import type { Mail, Mailer } from '../../ports/Mailer';

/** The collection the Trigger Email extension (firebase/firestore-send-email) watches. */
export const MAIL_COLLECTION = 'mail';

const DELETE_BATCH_SIZE = 200;

/** A document of the mail collection in the Trigger Email extension's format. */
export interface TriggerEmailDocument {
  to: string;
  message: { subject: string; text: string; html: string };
  /** Not read by the extension: when the backend queued the mail. */
  queuedAt: Timestamp;
  /** Not read by the extension: `to` trimmed and lower-cased, to find a recipient's mail. */
  recipient: string;
  /**
   * Not read by the extension: the text without its action link, which a copy of the member's
   * data shows (members-downloadMyData): a reset or verification link in it could still work.
   */
  body: string;
}

/**
 * Sends mail by queueing it for the Trigger Email extension: one document per mail in
 * `mail`, which the extension delivers over SMTP and annotates with its delivery state.
 */
export class TriggerEmailMailer implements Mailer {
  constructor(
    private readonly db: Firestore,
    private readonly collection: string = MAIL_COLLECTION,
  ) {}

  async send(mail: Mail): Promise<void> {
    await this.db.collection(this.collection).add(toTriggerEmailDocument(mail, new Date()));
  }

  /** Deletes the recipient's documents, delivered or not (`to` as written, and any case). */
  async forgetRecipient(email: string): Promise<void> {
    const mail = this.db.collection(this.collection);
    const recipient = recipientOf(email);
    await this.deleteAll(mail.where('recipient', '==', recipient));
    await this.deleteAll(mail.where('to', '==', email));
    if (email.trim() !== email) await this.deleteAll(mail.where('to', '==', email.trim()));
  }

  private async deleteAll(query: Query): Promise<void> {
    for (;;) {
      const snapshot = await query.limit(DELETE_BATCH_SIZE).get();
      if (snapshot.empty) return;
      const batch = this.db.batch();
      for (const doc of snapshot.docs) batch.delete(doc.ref);
      await batch.commit();
    }
  }
}

function recipientOf(email: string): string {
  return email.trim().toLowerCase();
}

export function toTriggerEmailDocument(mail: Mail, queuedAt: Date): TriggerEmailDocument {
  const text = mail.link === undefined ? mail.text : `${mail.text}\n\n${mail.link}`;
  const paragraphs = `<p>${escapeHtml(mail.text)}</p>`;
  const button =
    mail.link === undefined
      ? ''
      : `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.subject)}</a></p>`;
  return {
    to: mail.to,
    message: { subject: mail.subject, text, html: `${paragraphs}${button}` },
    queuedAt: Timestamp.fromDate(queuedAt),
    recipient: recipientOf(mail.to),
    body: mail.text,
  };
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
