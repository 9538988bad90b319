import type { GamePlay } from './AppData';
import type { RsvpRecord } from './EventCalendar';
import type { SupportTicket } from './SupportDesk';
import type { IssuedPass } from './WalletRegistrations';

/** A kept mail, as the backend holds it for its recipient. */
export interface KeptMail {
  to: string;
  subject: string;
  text: string;
  /** ISO instant the backend sent (queued) it. */
  sentAt: string;
}

/** An issued Apple Wallet pass and how many devices are registered for its updates. */
export interface PassWithDevices extends IssuedPass {
  devices: number;
}

/**
 * What the backend keeps about one member beyond their record and profile, read for subject
 * access (members-downloadMyData). Each read names its owner by the keys the caller's
 * own login and membership give: nothing here takes a key from a request.
 */
export interface PersonalRecords {
  /** Every play of the membership, whichever login spun. */
  playsOf(customerNumber: string): Promise<GamePlay[]>;
  /** Every RSVP of the membership. */
  rsvpsOf(customerNumber: string): Promise<RsvpRecord[]>;
  /**
   * Tickets the login sent, and those typed with `verifiedEmail` (lower case): a verified
   * address is the login's (DECISIONS.md "Support and deletion").
   */
  ticketsOf(uid: string, verifiedEmail: string | undefined): Promise<SupportTicket[]>;
  /** Apple Wallet passes issued to the login. */
  passesOf(uid: string): Promise<PassWithDevices[]>;
  /** Mails kept for the address (any letter case). */
  mailsTo(email: string): Promise<KeptMail[]>;
}
