/**
 * The idempotency key of one support ticket (members-submitTicket): made when the member starts
 * writing it and sent with every try, so a retry after a lost answer files no second ticket.
 * 32 hex characters from the platform's cryptographic source (SUPPORT_TICKET_KEY_PATTERN).
 */
export function newTicketKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
