import { CallableError, type CallContext } from '@met/scheme/contract';
import { ownerCodeMail } from '../domain/accountMails';
import type { GuessLimit } from '../domain/guessLimits';
import { admitToMailbox } from '../domain/mailLimits';
import { MESSAGES } from '../domain/messages';
import {
  isOwnerCode,
  ownerCode,
  OWNER_CODE_STEP_MS,
  type OwnerCodeSubject,
} from '../domain/ownerCodes';
import type { Clock } from '../ports/Clock';
import type { Mailer } from '../ports/Mailer';
import type { RateLimiter } from '../ports/RateLimiter';
import type { Signer } from '../ports/Signer';

/**
 * Wrong codes given with right details, per membership and per caller: the signed-in login when
 * linking (whose own code it is), else the caller's address. A code has a million values, so
 * whoever holds the details but not the mailbox gets five tries a quarter of an hour from each
 * address, and nobody's wrong codes spend the owner's tries: the owner's right code always works.
 */
export const WRONG_OWNER_CODES: GuessLimit = { limit: 5, windowMs: OWNER_CODE_STEP_MS };

/** The detail in the answer that tells the app to ask for the mailed code. */
export const OWNER_CODE_REQUIRED = { ownerCode: 'required' } as const;

/** Whose wrong codes a try counts against: this membership's, from this login or address. */
const wrongCodeKey = ({ membershipNumber, uid }: OwnerCodeSubject, ctx: CallContext) =>
  uid !== undefined
    ? `owner-code:membership:${membershipNumber}:login:${uid}`
    : `owner-code:membership:${membershipNumber}:caller:${ctx.callerAddress ?? ''}`;

/**
 * A guess made while its guess limits are spent
 * (DECISIONS.md "Account and mail: guessing limits and the planted login"): it goes through only
 * with right details AND the code mailed to the membership's email on record. Every other such
 * guess, right or wrong, gets one answer (resource-exhausted, MESSAGES.ownerCodeMailed, with
 * OWNER_CODE_REQUIRED); right details without their code also mail the code to the owner (as
 * often as the mailbox limits let). So the owner always gets in through their inbox, and a
 * guesser learns nothing.
 */
export class OwnerCheck {
  constructor(
    private readonly signer: Signer,
    private readonly mailer: Mailer,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  /**
   * Returns when `rightDetails` (null for a wrong guess) come with their code; throws the one
   * answer otherwise.
   */
  async confirm(
    rightDetails: OwnerCodeSubject | null,
    code: string | undefined,
    ctx: CallContext,
  ): Promise<void> {
    if (rightDetails !== null) {
      if (code !== undefined && (await this.codeAccepted(rightDetails, code, ctx))) return;
      await this.mailCode(rightDetails);
    }
    throw new CallableError('resource-exhausted', MESSAGES.ownerCodeMailed, {
      ...OWNER_CODE_REQUIRED,
    });
  }

  /**
   * Each try counts against this caller's wrong codes for the membership, and a right one is
   * given back.
   */
  private async codeAccepted(
    subject: OwnerCodeSubject,
    code: string,
    ctx: CallContext,
  ): Promise<boolean> {
    const now = this.clock.now();
    const key = wrongCodeKey(subject, ctx);
    const { limit, windowMs } = WRONG_OWNER_CODES;
    if (!(await this.rateLimiter.tryConsume(key, limit, windowMs, now))) return false;
    if (!(await isOwnerCode(this.signer, subject, code, now))) return false;
    await this.rateLimiter.giveBack(key, now);
    return true;
  }

  /** The code to the email on record; within the mailbox's cooldown the last mail still holds it. */
  private async mailCode(subject: OwnerCodeSubject): Promise<void> {
    const limits = { rateLimiter: this.rateLimiter, clock: this.clock };
    const admitted = await admitToMailbox(limits, 'owner-code', subject.email);
    if (!admitted.admitted) return;
    const code = await ownerCode(this.signer, subject, this.clock.now());
    await this.mailer.send(ownerCodeMail(subject.email, code, subject.purpose));
  }
}
