import type { SupportTicketValues } from '@met/scheme/contract';

export interface NewSupportTicket {
  values: SupportTicketValues;
  /** The login that sent it, when the form was sent signed in. */
  uid: string | undefined;
  /** ISO instant. */
  submittedAt: string;
}

/** A ticket as the desk keeps it: what staff tooling reads. */
export interface SupportTicket extends NewSupportTicket {
  ticketId: string;
  /** ISO instant at which the sender's personal details were removed (account deletion). */
  anonymisedAt?: string;
}

/**
 * Whose tickets to anonymise: the deleted login's, and those typed with its email once the login
 * had verified it (DECISIONS.md "Support and deletion").
 */
export interface TicketSender {
  uid: string;
  email: string | undefined;
  /** Whether the login had verified `email`; without it, only the login's own tickets are its. */
  emailVerified: boolean;
}

/** Where support tickets go. */
export interface SupportDesk {
  /**
   * Files the ticket, once per `requestId`: a second submit with the same requestId (a retry
   * after a lost answer) files nothing and answers the first ticket's reference. Atomic: two
   * concurrent submits with one requestId make one ticket.
   * @returns the ticket's reference, shown to the member.
   */
  submit(ticket: NewSupportTicket, requestId: string): Promise<string>;
  find(ticketId: string): Promise<SupportTicket | undefined>;
  /**
   * Removes the sender's personal details (name, email, membership number, uid, and the email
   * wherever the message quotes it) from every ticket sent by `sender.uid`, or typed with
   * `sender.email` when the sender had verified it; topic, message and time stay, as the casino's record of what was asked.
   * Running it again changes nothing. @returns how many tickets it changed.
   */
  anonymiseSender(sender: TicketSender, at: string): Promise<number>;
}
