/**
 * Limits on calls that can confirm a guess
 * (DECISIONS.md "Account and mail: guessing limits and the planted login"; spec-decisions 25):
 * users-createUser and members-linkMembership answer differently once membership number, date of
 * birth and email all match, so each failed guess counts against the membership number, the email,
 * the caller's address and (signed in) the login. While any of them holds too many failures, a
 * guess is not checked the usual way: the owner proves themselves through the mailbox on record
 * instead (services/OwnerCheck.ts), and a right guess and a wrong one get the same answer. So the
 * limit slows a guesser to nothing and never refuses the owner
 * (DECISIONS.md "Account and mail: guessing limits and the planted login").
 *
 * Every attempt is counted BEFORE the guess is checked, in the same atomic step that checks the
 * limit, and given back once it proves right: so a thousand guesses sent at once still get only
 * `limit` through, where a check-then-count-failures design would let them all race past.
 *
 * Why these numbers: a genuine member types their number, date of birth and email once, and
 * after a typo perhaps two or three times more; five wrong in fifteen minutes is not a member
 * making mistakes. A caller address is an IP address that a casino's Wi-Fi or a mobile network
 * shares between many members, so it gets a higher limit; it exists to stop one address
 * sweeping many memberships. Past a limit the owner pays one trip to their inbox; the gain for
 * a guesser falls from about a thousand tries a minute to five a quarter of an hour per
 * membership, and past that to answers that tell nothing.
 */
import type { CallContext } from '@met/scheme/contract';
import type { Clock } from '../ports/Clock';
import type { RateLimiter } from '../ports/RateLimiter';
import { mailboxOf } from './mailLimits';

const MINUTE = 60 * 1000;

export interface GuessLimit {
  limit: number;
  windowMs: number;
}

/** Failed guesses against one membership number, one email or one login. */
export const GUESSES_PER_TARGET: GuessLimit = { limit: 5, windowMs: 15 * MINUTE };
/** Failed guesses from one caller address, whatever they aimed at. */
export const GUESSES_PER_CALLER: GuessLimit = { limit: 20, windowMs: 15 * MINUTE };

/** How the limits file an email: its mailbox, so 'name+x@' counts as 'name@' (mailLimits.ts). */
const guessEmail = (email: string) => mailboxOf(email);

const guessKeys = {
  membership: (customerNumber: string) => `guess:membership:${customerNumber.trim()}`,
  email: (email: string) => `guess:email:${guessEmail(email)}`,
  login: (uid: string) => `guess:login:${uid}`,
  caller: (callerAddress: string) => `guess:caller:${callerAddress}`,
};

/** What one guess aims at. */
export interface GuessTargets {
  membershipNumber: string;
  email: string;
  /** The signed-in login making the guess (members-linkMembership). */
  uid?: string;
}

/**
 * A guess under the limits: counted, and given back once it proved right, so only failures stay
 * counted. Over a limit (`overLimit`), nothing was counted, and the guess may only go through
 * once the owner has shown the code mailed to the membership (services/OwnerCheck.ts).
 */
export interface CountedGuess {
  readonly overLimit: boolean;
  provedRight(): Promise<void>;
}

/**
 * Counts one guess against every key of `targets` and the caller, or, when any key is already
 * at its limit, counts nothing and answers `overLimit`. A call with no caller address (never so
 * on Cloud Functions) is limited per target only.
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
      // A guess over the limit is not counted: it must not use up the other keys' budgets.
      await giveBack();
      return { overLimit: true, provedRight: async () => undefined };
    }
    counted.push(key);
  }
  return {
    overLimit: false,
    async provedRight() {
      await giveBack();
    },
  };
}
