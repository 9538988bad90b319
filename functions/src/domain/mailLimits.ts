/**
 * Limits on the mail anonymous callers can make the backend send
 * (DECISIONS.md "Account and mail: enumeration, mail limits and dev links"). Every mail-sending
 * callable (users-sendPasswordReset, users-resendVerificationEmail, members-registerAccount,
 * users-createUser) admits its mail here BEFORE it looks the email up, so a refusal says nothing
 * about whether the address is known, and unknown addresses spend the same budget as known ones.
 *
 * Why these numbers: a genuine member asks for a reset or a verification mail once, perhaps
 * twice more when the first is slow to arrive; nobody joins more than once. A caller address is
 * an IP address, which a casino's Wi-Fi shares between many members (joining at the venue), so
 * its limit is generous; it exists to stop one address spraying mail at thousands of people.
 */
import { CallableError, type CallContext } from '@met/scheme/contract';
import type { Clock } from '../ports/Clock';
import type { RateLimiter } from '../ports/RateLimiter';
import { MESSAGES } from './messages';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type MailKind = 'verification' | 'password-reset' | 'welcome';

export interface MailLimit {
  limit: number;
  windowMs: number;
}

/** Mails of one kind to one address. */
export const MAILS_PER_RECIPIENT: Readonly<Record<MailKind, MailLimit>> = {
  verification: { limit: 3, windowMs: 10 * MINUTE },
  'password-reset': { limit: 3, windowMs: HOUR },
  welcome: { limit: 3, windowMs: DAY },
};

/** Mails of every kind to one address: caps what a patient attacker can send one victim. */
export const MAILS_PER_RECIPIENT_PER_DAY: MailLimit = { limit: 10, windowMs: DAY };

/** Mail-sending calls from one caller address (every kind, every recipient). */
export const MAIL_CALLS_PER_CALLER: MailLimit = { limit: 30, windowMs: HOUR };

const MAIL_KINDS = Object.keys(MAILS_PER_RECIPIENT) as MailKind[];

/** How the limits file an address: trimmed and lower-cased, as the identity provider does. */
export const mailLimitEmail = (email: string) => email.trim().toLowerCase();

const recipientKey = (kind: MailKind, email: string) => `mail:${kind}:${mailLimitEmail(email)}`;
const recipientDayKey = (email: string) => `mail-day:${mailLimitEmail(email)}`;
const callerKey = (callerAddress: string) => `mail-caller:${callerAddress}`;

/**
 * Every limiter key these limits create for `email`: deleting an account forgets them. (The
 * caller-address key holds no email and is not listed.)
 */
export function mailLimitKeysFor(email: string): string[] {
  return [...MAIL_KINDS.map((kind) => recipientKey(kind, email)), recipientDayKey(email)];
}

/** What admitting a mail needs: the limiter and the clock of the backend. */
export interface MailLimitDeps {
  rateLimiter: RateLimiter;
  clock: Clock;
}

/**
 * Counts one mail of `kind` to `recipient` for the caller, or refuses with resource-exhausted.
 * Call it before anything that depends on whether `recipient` is known. The caller's limit is
 * counted first, so a caller already refused spends nothing of the recipient's budget. A call
 * with no caller address (never so on Cloud Functions) is limited per recipient only.
 */
export async function admitMail(
  { rateLimiter, clock }: MailLimitDeps,
  kind: MailKind,
  recipient: string,
  ctx: CallContext,
): Promise<void> {
  const now = clock.now();
  const consume = (key: string, { limit, windowMs }: MailLimit) =>
    rateLimiter.tryConsume(key, limit, windowMs, now);
  if (ctx.callerAddress !== undefined) {
    if (!(await consume(callerKey(ctx.callerAddress), MAIL_CALLS_PER_CALLER))) {
      throw new CallableError('resource-exhausted', MESSAGES.tooManyMailsFromCaller);
    }
  }
  if (
    !(await consume(recipientKey(kind, recipient), MAILS_PER_RECIPIENT[kind])) ||
    !(await consume(recipientDayKey(recipient), MAILS_PER_RECIPIENT_PER_DAY))
  ) {
    throw new CallableError('resource-exhausted', MESSAGES.tooManyMailsToAddress);
  }
}
