import type { SupportTicketValues } from '@met/scheme/contract';

export interface NewSupportTicket {
  values: SupportTicketValues;
  /** The login that sent it, when the form was sent signed in. */
  uid: string | undefined;
  /** ISO instant. */
  submittedAt: string;
}

/** Where support tickets go. */
export interface SupportDesk {
  /** @returns the new ticket's reference, shown to the member. */
  submit(ticket: NewSupportTicket): Promise<string>;
}
