/**
 * Limits on the mail anonymous callers can make the backend send
 * (DECISIONS.md "Account and mail: enumeration, mail limits and dev links"). Two limits, for two
 * different harms:
 *
 * - Per caller address, every mail-sending call (users-sendPasswordReset,
 *   users-resendVerificationEmail, members-registerAccount, users-createUser) is counted BEFORE
 *   the email is looked up (`admitMailCall`): it protects the service from one address spraying
 *   mail, and says nothing about whether an address is known. It counts only the caller's own
 *   calls, so an attacker elsewhere cannot spend it, and its window is ten minutes, so even a
 *   caller sharing the member's address (a casino's Wi-Fi) refuses them for minutes at most.
 * - Per mailbox, only mails actually sent are counted (`admitToMailbox`), once the email is known:
 *   at most one mail of a kind every two minutes (a welcome: three joins a day), and once a
 *   mailbox has had a generous day's worth of every kind, one of a kind every fifteen minutes. No request that sends nothing spends it,
 *   and the owner is never kept from a mail of their own for more than fifteen minutes.
 *
 * A mailbox is the address with any '+tag' of its local part dropped (`mailboxOf`): the mails to
 * name+a@ and name+b@ reach the same inbox, so they share one budget.
 */
import { CallableError, type CallContext } from '@met/scheme/contract';
import type { Clock } from '../ports/Clock';
import type { RateLimiter } from '../ports/RateLimiter';
import { MESSAGES } from './messages';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What a mail is for; each kind has its own cooldown per mailbox. */
export type MailKind = 'verification' | 'password-reset' | 'welcome' | 'owner-code';

export interface MailLimit {
  limit: number;
  windowMs: number;
}

/** One mail of a kind per mailbox in this time: a resend soon after the first is not a new mail. */
export const MAIL_COOLDOWN: MailLimit = { limit: 1, windowMs: 2 * MINUTE };

/**
 * Mails of one kind that reach one mailbox. A welcome is a join, which nobody makes twice in
 * minutes, so it keeps its own daily allowance (three joins a day with one address).
 */
export const MAILS_PER_RECIPIENT: Readonly<Record<MailKind, MailLimit>> = {
  verification: MAIL_COOLDOWN,
  'password-reset': MAIL_COOLDOWN,
  'owner-code': MAIL_COOLDOWN,
  welcome: { limit: 3, windowMs: DAY },
};

/** Mails of every kind sent to one mailbox in a day before the slower cooldown applies. */
export const MAILS_PER_MAILBOX_PER_DAY: MailLimit = { limit: 30, windowMs: DAY };

/** Past the day's mails: one mail of a kind per mailbox in this time, never none. */
export const FLOODED_MAIL_COOLDOWN: MailLimit = { limit: 1, windowMs: 15 * MINUTE };

/** Mail-sending calls from one caller address (every kind, every recipient). */
export const MAIL_CALLS_PER_CALLER: MailLimit = { limit: 10, windowMs: 10 * MINUTE };

/**
 * The mailbox an address delivers to, as the limits file it: trimmed, lower-cased, and without
 * the '+tag' of its local part ('Ada+x@Example.com' is 'ada@example.com'). Kept simple: no
 * provider's own rules (dots in Gmail names, say) are applied.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return plus <= 0 ? address : `${local.slice(0, plus)}${address.slice(at)}`;
}

const cooldownKey = (kind: MailKind, email: string) => `mail:${kind}:${mailboxOf(email)}`;
const floodedKey = (kind: MailKind, email: string) => `mail-flooded:${kind}:${mailboxOf(email)}`;
const mailboxDayKey = (email: string) => `mail-day:${mailboxOf(email)}`;
const callerKey = (callerAddress: string) => `mail-caller:${callerAddress}`;

/** What admitting a mail needs: the limiter and the clock of the backend. */
export interface MailLimitDeps {
  rateLimiter: RateLimiter;
  clock: Clock;
}

/**
 * Counts one mail-sending call from the caller's address, or refuses with resource-exhausted.
 * Call it before anything that depends on whether the email is known. A call with no caller
 * address (never so on Cloud Functions) is not limited here.
 */
export async function admitMailCall(
  { rateLimiter, clock }: MailLimitDeps,
  ctx: CallContext,
): Promise<void> {
  if (ctx.callerAddress === undefined) return;
  const { limit, windowMs } = MAIL_CALLS_PER_CALLER;
  if (!(await rateLimiter.tryConsume(callerKey(ctx.callerAddress), limit, windowMs, clock.now()))) {
    throw new CallableError('resource-exhausted', MESSAGES.tooManyMailsFromCaller);
  }
}

/** A mail the mailbox limits let through: send it, or give its place back if it is not sent. */
export interface AdmittedMail {
  notSent(): Promise<void>;
}

/**
 * Counts one mail of `kind` to `recipient`'s mailbox, or answers null when the mailbox had its
 * allowance of that kind (MAILS_PER_RECIPIENT; and one per fifteen minutes once the day's mails
 * are spent). Call it
 * only for a mail that will be sent, and call `notSent()` if it is not after all.
 */
export async function admitToMailbox(
  { rateLimiter, clock }: MailLimitDeps,
  kind: MailKind,
  recipient: string,
): Promise<AdmittedMail | null> {
  const now = clock.now();
  const consume = (key: string, { limit, windowMs }: MailLimit) =>
    rateLimiter.tryConsume(key, limit, windowMs, now);
  const counted: string[] = [];
  const giveBack = async () => {
    await Promise.all(counted.map((key) => rateLimiter.giveBack(key, now)));
  };
  const steps: [string, MailLimit][] = [[cooldownKey(kind, recipient), MAILS_PER_RECIPIENT[kind]]];
  if (!(await consume(mailboxDayKey(recipient), MAILS_PER_MAILBOX_PER_DAY))) {
    // The day's mails are spent: the slower cooldown, so the owner still gets one in minutes.
    steps.push([floodedKey(kind, recipient), FLOODED_MAIL_COOLDOWN]);
  } else {
    counted.push(mailboxDayKey(recipient));
  }
  for (const [key, limit] of steps) {
    if (!(await consume(key, limit))) {
      await giveBack();
      return null;
    }
    counted.push(key);
  }
  return { notSent: giveBack };
}
