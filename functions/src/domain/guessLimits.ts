/**
 * Limits on calls that can confirm a guess
 * (DECISIONS.md "Account and mail: guessing limits and the planted login"; spec-decisions 25):
 * users-createUser and members-linkMembership answer differently once membership number, date of
 * birth and email all match, so each failed guess counts against the membership number, the email,
 * the caller's address and (signed in) the login. While any of them holds too many failures, the
 * call is refused with resource-exhausted, even a right guess.
 *
 * Every attempt is counted BEFORE the guess is checked, in the same atomic step that checks the
 * limit, and given back once it proves right: so a thousand guesses sent at once still get only
 * `limit` through, where a check-then-count-failures design would let them all race past.
 *
 * Why these numbers: a genuine member types their number, date of birth and email once, and
 * after a typo perhaps two or three times more; five wrong in fifteen minutes is not a member
 * making mistakes. A caller address is an IP address that a casino's Wi-Fi or a mobile network
 * shares between many members, so it gets a higher limit; it exists to stop one address
 * sweeping many memberships. The cost of a lockout is fifteen minutes of waiting, or a call to
 * the casino; the gain for a guesser falls from about a thousand tries a minute to five a
 * quarter of an hour per membership.
 */
import { CallableError, type CallContext } from '@met/scheme/contract';
import type { Clock } from '../ports/Clock';
import type { RateLimiter } from '../ports/RateLimiter';
import { MESSAGES } from './messages';

const MINUTE = 60 * 1000;

export interface GuessLimit {
  limit: number;
  windowMs: number;
}

/** Failed guesses against one membership number, one email or one login. */
export const GUESSES_PER_TARGET: GuessLimit = { limit: 5, windowMs: 15 * MINUTE };
/** Failed guesses from one caller address, whatever they aimed at. */
export const GUESSES_PER_CALLER: GuessLimit = { limit: 20, windowMs: 15 * MINUTE };

/** How the limits file an email: trimmed and lower-cased, as the identity provider does. */
const guessEmail = (email: string) => email.trim().toLowerCase();

export const guessKeys = {
  membership: (customerNumber: string) => `guess:membership:${customerNumber.trim()}`,
  email: (email: string) => `guess:email:${guessEmail(email)}`,
  login: (uid: string) => `guess:login:${uid}`,
  caller: (callerAddress: string) => `guess:caller:${callerAddress}`,
};

/** Every limiter key these limits create for `email`: deleting an account forgets them. */
export function guessLimitKeysFor(email: string): string[] {
  return [guessKeys.email(email)];
}

/** What one guess aims at. */
export interface GuessTargets {
  membershipNumber: string;
  email: string;
  /** The signed-in login making the guess (members-linkMembership). */
  uid?: string;
}

/** A counted guess: give it back once it proved right, so only failures stay counted. */
export interface CountedGuess {
  provedRight(): Promise<void>;
}

/**
 * Counts one guess against every key of `targets` and the caller, or refuses with
 * resource-exhausted when any key is already at its limit (and then counts nothing). A call
 * with no caller address (never so on Cloud Functions) is limited per target only.
 */
export async function countGuess(
  { rateLimiter, clock }: { rateLimiter: RateLimiter; clock: Clock },
  targets: GuessTargets,
  ctx: CallContext,
): Promise<CountedGuess> {
  const now = clock.now();
  const keys: [string, GuessLimit][] = [
    ...(ctx.callerAddress === undefined
      ? []
      : [[guessKeys.caller(ctx.callerAddress), GUESSES_PER_CALLER] as [string, GuessLimit]]),
    [guessKeys.membership(targets.membershipNumber), GUESSES_PER_TARGET],
    [guessKeys.email(targets.email), GUESSES_PER_TARGET],
    ...(targets.uid === undefined
      ? []
      : [[guessKeys.login(targets.uid), GUESSES_PER_TARGET] as [string, GuessLimit]]),
  ];
  const counted: string[] = [];
  const giveBack = () => Promise.all(counted.map((key) => rateLimiter.giveBack(key, now)));
  for (const [key, { limit, windowMs }] of keys) {
    if (!(await rateLimiter.tryConsume(key, limit, windowMs, now))) {
      // A refused call is no guess: it must not use up the other keys' budgets.
      await giveBack();
      throw new CallableError('resource-exhausted', MESSAGES.tooManyFailedAttempts);
    }
    counted.push(key);
  }
  return {
    async provedRight() {
      await giveBack();
    },
  };
}
