import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Mail, Mailer } from '../../ports/Mailer';

/** The collection the Trigger Email extension (firebase/firestore-send-email) watches. */
export const MAIL_COLLECTION = 'mail';

/** A document of the mail collection in the Trigger Email extension's format. */
export interface TriggerEmailDocument {
  to: string;
  message: { subject: string; text: string; html: string };
  /** Not read by the extension: when the backend queued the mail. */
  queuedAt: Timestamp;
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
