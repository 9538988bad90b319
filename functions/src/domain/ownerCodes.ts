/**
 * The code mailed to a membership's email on record when its details are guessed too often
 * (DECISIONS.md "Account and mail: guessing limits and the planted login"). The code is no
 * stored secret: it is the server's HMAC (the Signer) of what it confirms (the purpose, the
 * membership, its email and date of birth, the login when linking) and of a fifteen-minute time
 * step, cut to six digits. So it needs no new records, changes with any detail, and a code works
 * in the step it was mailed and the next one (15 to 30 minutes).
 */
import type { Signer } from '../ports/Signer';

/** The length of one time step; a code works for its own step and the next. */
export const OWNER_CODE_STEP_MS = 15 * 60 * 1000;
/** Digits in a code: what the member types from the mail. */
export const OWNER_CODE_DIGITS = 6;

/** What a code confirms: a right guess at these details, by the owner of this mailbox. */
export interface OwnerCodeSubject {
  purpose: 'create-login' | 'link-membership';
  membershipNumber: string;
  /** The email on record, where the code is mailed. */
  email: string;
  dob: string;
  /** The signed-in login that links (members-linkMembership). */
  uid?: string;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Keeps the code apart from everything else the same key signs. */
const PURPOSE = 'owner-code';

const stepOf = (now: Date) => Math.floor(now.getTime() / OWNER_CODE_STEP_MS);

async function codeFor(signer: Signer, subject: OwnerCodeSubject, step: number): Promise<string> {
  const message = JSON.stringify([
    PURPOSE,
    subject.purpose,
    subject.membershipNumber,
    subject.email.trim().toLowerCase(),
    subject.dob,
    subject.uid ?? '',
    step,
  ]);
  const signature = await signer.sign(message);
  // Five base64url characters are 30 bits: ample for six digits.
  let value = 0;
  for (const char of signature.slice(0, 5))
    value = value * 64 + Math.max(0, BASE64URL.indexOf(char));
  return String(value % 10 ** OWNER_CODE_DIGITS).padStart(OWNER_CODE_DIGITS, '0');
}

/** The code to mail now for `subject`. */
export function ownerCode(signer: Signer, subject: OwnerCodeSubject, now: Date): Promise<string> {
  return codeFor(signer, subject, stepOf(now));
}

/** Whether `code` is the one mailed for `subject` in this time step or the one before. */
export async function isOwnerCode(
  signer: Signer,
  subject: OwnerCodeSubject,
  code: string,
  now: Date,
): Promise<boolean> {
  const step = stepOf(now);
  const candidates = await Promise.all([
    codeFor(signer, subject, step),
    codeFor(signer, subject, step - 1),
  ]);
  return candidates.includes(code.trim());
}
