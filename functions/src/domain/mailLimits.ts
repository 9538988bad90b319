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
 *   each kind has its own day's allowance (MAILS_PER_RECIPIENT), and a reset, verification or
 *   owner-code mail waits longer after each one of its kind that day (`mailCooldownAfter`): a
 *   member who asks twice gets a second mail in minutes, a flood of callers gets a slowing
 *   trickle that stops at the day's allowance. A mail held back answers when the last one of its
 *   kind went and when the next may, so the owner can be told to look in their inbox.
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

/** What a mail is for; each kind has its own allowance per mailbox. */
export type MailKind =
  'verification' | 'password-reset' | 'welcome' | 'owner-code' | 'already-verified';

export interface MailLimit {
  limit: number;
  windowMs: number;
}

/**
 * The wait after the first mail of a cooling kind: a resend soon after the first is not a new
 * mail. Each further mail of the kind that day doubles the wait, up to LONGEST_MAIL_COOLDOWN.
 */
export const MAIL_COOLDOWN: MailLimit = { limit: 1, windowMs: 2 * MINUTE };

/** The longest wait between two mails of a cooling kind (under a reset link's lifetime). */
export const LONGEST_MAIL_COOLDOWN: MailLimit = { limit: 1, windowMs: 60 * MINUTE };

/**
 * Mails of one kind that reach one mailbox in a day. A welcome is a join (three a day with one
 * address); "already verified" tells the owner nothing new after the first, so once a day.
 */
export const MAILS_PER_RECIPIENT: Readonly<Record<MailKind, MailLimit>> = {
  verification: { limit: 10, windowMs: DAY },
  'password-reset': { limit: 10, windowMs: DAY },
  'owner-code': { limit: 10, windowMs: DAY },
  welcome: { limit: 3, windowMs: DAY },
  'already-verified': { limit: 1, windowMs: DAY },
};

/** The kinds whose mails wait longer as they repeat; the others have only their day's allowance. */
const COOLING_KINDS: ReadonlySet<MailKind> = new Set([
  'verification',
  'password-reset',
  'owner-code',
]);

/**
 * How long a mail of a cooling kind waits after the last one, when `sentToday` of its kind went
 * in the last day: MAIL_COOLDOWN after the first, doubling with each, at most
 * LONGEST_MAIL_COOLDOWN (2, 4, 8, 16, 32, 60, 60… minutes).
 */
export function mailCooldownAfter(sentToday: number): number {
  const doublings = Math.max(0, sentToday - 1);
  return Math.min(MAIL_COOLDOWN.windowMs * 2 ** doublings, LONGEST_MAIL_COOLDOWN.windowMs);
}

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

/** The day's mails of a kind to a mailbox. */
const sentKey = (kind: MailKind, email: string) => `mail-sent:${kind}:${mailboxOf(email)}`;
/** The cooldown's own record: one mail per wait, atomically, however many ask at once. */
const cooldownKey = (kind: MailKind, email: string) => `mail:${kind}:${mailboxOf(email)}`;
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
  readonly admitted: true;
  notSent(): Promise<void>;
}

/** A mail the mailbox limits hold back: when the last of its kind went, and when the next may. */
export interface HeldMail {
  readonly admitted: false;
  /** When the last mail of the kind went (now, for one another caller is sending this moment). */
  readonly lastSentAt: Date;
  readonly nextSendAt: Date;
}

/**
 * Counts one mail of `kind` to `recipient`'s mailbox, or holds it back when the mailbox had its
 * day's allowance of that kind (MAILS_PER_RECIPIENT) or, for a cooling kind, had one within its
 * wait (`mailCooldownAfter`). Call it only for a mail that will be sent, and call `notSent()` if
 * it is not after all.
 */
export async function admitToMailbox(
  { rateLimiter, clock }: MailLimitDeps,
  kind: MailKind,
  recipient: string,
): Promise<AdmittedMail | HeldMail> {
  const now = clock.now();
  const allowance = MAILS_PER_RECIPIENT[kind];
  const sent = await rateLimiter.recentUses(sentKey(kind, recipient), allowance.windowMs, now);
  const last = sent.at(-1);
  const wait = COOLING_KINDS.has(kind) ? mailCooldownAfter(sent.length) : 0;
  const held = (nextSendAt: number): HeldMail => ({
    admitted: false,
    lastSentAt: last ?? now,
    nextSendAt: new Date(Math.max(nextSendAt, now.getTime() + 1000)),
  });
  const dayFreesAt = (sent[0]?.getTime() ?? now.getTime()) + allowance.windowMs;
  if (sent.length >= allowance.limit) return held(dayFreesAt);
  if (last !== undefined && now.getTime() - last.getTime() < wait) {
    return held(last.getTime() + wait);
  }
  const counted: string[] = [];
  const giveBack = async () => {
    await Promise.all(counted.map((key) => rateLimiter.giveBack(key, now)));
  };
  // Read first to answer when; the atomic steps below decide between callers asking at once.
  const steps: [string, MailLimit][] = [
    ...(wait > 0
      ? [[cooldownKey(kind, recipient), { limit: 1, windowMs: wait }] as [string, MailLimit]]
      : []),
    [sentKey(kind, recipient), allowance],
  ];
  for (const [key, { limit, windowMs }] of steps) {
    if (!(await rateLimiter.tryConsume(key, limit, windowMs, now))) {
      await giveBack();
      return held(now.getTime() + Math.max(wait, MAIL_COOLDOWN.windowMs));
    }
    counted.push(key);
  }
  return { admitted: true, notSent: giveBack };
}
