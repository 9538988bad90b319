/**
 * Support tickets (members-submitTicket): which tries are one ticket, how many a caller (and every
 * signed-out caller together) may send, and what is left of a ticket once its sender's account is deleted. One module, so the
 * in-memory and the Firestore desks apply the same rules.
 */
import { CallableError, type CallContext, type SupportTicketValues } from '@met/scheme/contract';
import type { RateLimiter } from '../ports/RateLimiter';
import type { SupportTicket, TicketSender } from '../ports/SupportDesk';
import { MESSAGES } from './messages';

/**
 * Tickets one caller may send in TICKET_WINDOW_MS. A member writes to support a few times a year;
 * ten in an hour is a script, or a member who will be answered by phone faster anyway.
 */
export const TICKETS_PER_CALLER = 10;
const TICKET_WINDOW_MS = 60 * 60 * 1000;

/**
 * Signed-out tickets the desk takes in TICKET_WINDOW_MS from every caller together. A signed-out
 * caller is only an address, and a caller with many addresses is many callers, so the per-caller
 * limit alone does not bound what the desk's staff must read. The casino's desk gets a handful of
 * signed-out tickets a day; sixty an hour is a flood. Past it a member can still sign in (signed-in
 * tickets count per login only) or phone (DECISIONS.md "Security and abuse limits: who the caller
 * is").
 */
export const SIGNED_OUT_TICKETS_PER_DESK = 60;
const SIGNED_OUT_DESK_KEY = 'support-ticket|desk|signed-out';

/** Stands in for the email in the message of a ticket whose sender deleted their account. */
export const REMOVED_EMAIL = '[email removed]';

/**
 * The limiter key of a caller: the login when signed in (one member, any network), otherwise the
 * address the call came from. A caller with neither shares one key with every such caller.
 */
export function ticketLimiterKey(ctx: CallContext): string {
  if (ctx.auth) return `support-ticket|uid|${ctx.auth.uid}`;
  return `support-ticket|address|${ctx.callerAddress ?? 'unknown'}`;
}

/** What counting a ticket needs: the backend's limiter. */
export interface TicketLimitDeps {
  rateLimiter: RateLimiter;
}

/**
 * Counts one ticket against its caller (ticketLimiterKey) and, signed out, against the desk's
 * budget for signed-out tickets, or refuses with resource-exhausted and counts nothing. The caller
 * is counted first, so a caller already refused spends nothing of the desk's budget.
 */
export async function admitTicket(
  { rateLimiter }: TicketLimitDeps,
  ctx: CallContext,
  now: Date,
): Promise<void> {
  const callerKey = ticketLimiterKey(ctx);
  if (!(await rateLimiter.tryConsume(callerKey, TICKETS_PER_CALLER, TICKET_WINDOW_MS, now))) {
    throw new CallableError('resource-exhausted', MESSAGES.tooManySupportTickets);
  }
  if (ctx.auth) return;
  const desk = SIGNED_OUT_TICKETS_PER_DESK;
  if (!(await rateLimiter.tryConsume(SIGNED_OUT_DESK_KEY, desk, TICKET_WINDOW_MS, now))) {
    await rateLimiter.giveBack(callerKey, now);
    throw new CallableError('resource-exhausted', MESSAGES.tooManySignedOutTickets);
  }
}

/**
 * Which tries are one ticket: the hex SHA-256 of the sender's login (or none), the app's key and
 * the ticket as sent. A retry of the same ticket by the same caller has the same id; another
 * caller who guessed the key, or a changed ticket, has another, so nobody learns the reference
 * of a ticket they did not write, and a ticket the member edited before sending again is a new
 * one. The id holds nothing in clear.
 */
export async function ticketRequestId(
  uid: string | undefined,
  idempotencyKey: string,
  values: SupportTicketValues,
): Promise<string> {
  const { name, email, membershipNumber, topic, message } = values;
  const text = JSON.stringify([
    'support-ticket',
    uid ?? null,
    idempotencyKey,
    name,
    email,
    membershipNumber,
    topic,
    message,
  ]);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether the ticket is the deleted login's: sent by it, or typed with its email once it had
 * verified that email. An unverified email may be anyone's (a sign-up needs no verification), so
 * tickets typed with it are left alone (DECISIONS.md "Support and deletion").
 */
export function isFromSender(ticket: SupportTicket, sender: TicketSender): boolean {
  if (ticket.uid === sender.uid) return true;
  return (
    sender.emailVerified &&
    sender.email !== undefined &&
    sameAddress(ticket.values.email, sender.email)
  );
}

/** Whether anonymising the ticket for this sender would change it (false once it has been). */
export function holdsSenderDetails(ticket: SupportTicket, sender: TicketSender): boolean {
  if (!isFromSender(ticket, sender)) return false;
  // A ticket from the sender's address holds that address, so a quoted one never decides alone.
  const { name, email, membershipNumber } = ticket.values;
  return ticket.uid !== undefined || name !== '' || email !== '' || membershipNumber !== '';
}

/**
 * The ticket without its sender: name, email, membership number and login go, and the email
 * wherever the message quotes it. Topic, message and time stay: the casino's record of what was
 * asked and when, with nobody's name on it.
 */
export function anonymisedTicket(
  ticket: SupportTicket,
  sender: TicketSender,
  at: string,
): SupportTicket {
  const message =
    sender.email === undefined
      ? ticket.values.message
      : redact(ticket.values.message, sender.email);
  return {
    ticketId: ticket.ticketId,
    values: { name: '', email: '', membershipNumber: '', topic: ticket.values.topic, message },
    uid: undefined,
    submittedAt: ticket.submittedAt,
    anonymisedAt: ticket.anonymisedAt ?? at,
  };
}

function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function redact(message: string, email: string): string {
  const address = email.trim();
  if (address === '') return message;
  const pattern = new RegExp(address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
  return message.replace(pattern, REMOVED_EMAIL);
}
