/**
 * The receipt of a login's deletion (UK GDPR erasure, limited by the Money Laundering
 * Regulations 2017): its reference, made by the server, and the mail that tells the member what
 * went, what the casino keeps, why and until when.
 */
import { MEMBERSHIP_RECORD_KEPT_YEARS } from '@met/scheme';
import type { Mail } from '../ports/Mailer';

/** Crockford's base32: no I, L, O or U, so a reference read aloud is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'DEL-' and 8 random characters of ALPHABET (40 bits: no two receipts meet in practice). */
export function newDeletionReference(randomBytes: (length: number) => Uint8Array): string {
  const bytes = randomBytes(8);
  return `DEL-${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

export const DELETION_RECEIPT_SUBJECT = 'Your Met Rewards online account has been deleted';

/** The receipt, to the address the login had verified. No link: nothing is left to act on. */
export function deletionReceiptMail(to: string, reference: string, deletedAt: Date): Mail {
  return {
    to,
    subject: DELETION_RECEIPT_SUBJECT,
    text:
      `Your receipt reference is ${reference}. On ${deletedAt.toISOString().slice(0, 10)} we ` +
      `deleted your online login, your app profile and game opt-ins, your details on the support ` +
      `requests you sent and the emails we held for you; your card in Apple Wallet no longer ` +
      `updates. The casino keeps your membership record and points, your Spin To Win plays, the ` +
      `vouchers you redeemed at its desks and the text of your support requests: UK anti-money-laundering law (the Money Laundering ` +
      `Regulations 2017) requires casinos to keep customer due-diligence records until ` +
      `${MEMBERSHIP_RECORD_KEPT_YEARS} years after the membership ends. Deleting your online ` +
      `account does not end your membership: to close it, please speak to the team at your ` +
      `casino, quoting this reference.`,
  };
}
