import { addDays, londonStartOfDay } from '@met/scheme';
import type { Signer } from '../ports/Signer';

/**
 * Version tag of the QR payload, so the format can change without misreading old codes. 'MR1'
 * codes (voucher and membership number in clear, no expiry) are no longer accepted.
 */
export const VOUCHER_PAYLOAD_VERSION = 'MR2';

/**
 * How long a QR code stays valid after it is issued (spec-decisions 27). The app keeps the code
 * on screen and on the device, so a member who opened it on arrival can still walk to the desk of
 * a basement gaming floor with no signal and play an evening first: four hours covers that, while
 * a screenshot passed on stops working the same night. Never past the voucher's own last day.
 */
const VOUCHER_CODE_LIFETIME_MS = 4 * 60 * 60 * 1000;

/** What a QR code says, once its signature is checked. */
export interface VoucherCode {
  voucherId: string;
  /**
   * The login it was issued to (the identity provider's uid): the backend resolves the
   * membership from it, so the code never carries the membership number.
   */
  uid: string;
  issuedAt: Date;
  /** The first instant the code is no longer valid. */
  expiresAt: Date;
}

export type VoucherPayloadReading =
  | { readable: true; code: VoucherCode }
  | { readable: false; reason: 'malformed' | 'bad-signature' }
  /** Genuine, but past its expiry: `expiresAt` is when it stopped being valid. */
  | { readable: false; reason: 'expired'; expiresAt: Date };

/** The first instant a code issued at `issuedAt` for a voucher whose last day is `lastDay` is not valid. */
export function voucherCodeExpiry(issuedAt: Date, lastDay: string): Date {
  const afterLastDay = londonStartOfDay(addDays(lastDay, 1)).getTime();
  return new Date(Math.min(issuedAt.getTime() + VOUCHER_CODE_LIFETIME_MS, afterLastDay));
}

// '.' separates the parts, so it is escaped inside them along with anything URL-unsafe.
const encodePart = (part: string) => encodeURIComponent(part).replace(/\./g, '%2E');
const SECONDS = /^[0-9]{1,12}$/;
const toSeconds = (instant: Date) => String(Math.floor(instant.getTime() / 1000));

/**
 * 'MR2.<voucherId>.<uid>.<issuedAt>.<expiresAt>.<signature>', times in Unix seconds: binds a
 * voucher to the login it was shown to for a few hours, signed with the server secret so staff
 * tooling can tell a genuine code from an edited one.
 */
export async function createVoucherPayload(signer: Signer, code: VoucherCode): Promise<string> {
  const body = [
    VOUCHER_PAYLOAD_VERSION,
    encodePart(code.voucherId),
    encodePart(code.uid),
    toSeconds(code.issuedAt),
    toSeconds(code.expiresAt),
  ].join('.');
  return `${body}.${await signer.sign(body)}`;
}

/** Checks the form, then the signature, then the expiry against `now` (the backend's clock). */
export async function readVoucherPayload(
  signer: Signer,
  payload: string,
  now: Date,
): Promise<VoucherPayloadReading> {
  const parts = payload.split('.');
  const [version, voucherPart, uidPart, issuedPart, expiresPart, signature] = parts;
  if (
    parts.length !== 6 ||
    version !== VOUCHER_PAYLOAD_VERSION ||
    !voucherPart ||
    !uidPart ||
    !issuedPart ||
    !expiresPart ||
    !signature ||
    !SECONDS.test(issuedPart) ||
    !SECONDS.test(expiresPart)
  ) {
    return { readable: false, reason: 'malformed' };
  }
  const body = parts.slice(0, 5).join('.');
  if (!(await signer.verify(body, signature))) return { readable: false, reason: 'bad-signature' };
  const issuedAt = new Date(Number(issuedPart) * 1000);
  const expiresAt = new Date(Number(expiresPart) * 1000);
  if (expiresAt.getTime() - issuedAt.getTime() > VOUCHER_CODE_LIFETIME_MS) {
    return { readable: false, reason: 'malformed' };
  }
  if (now.getTime() >= expiresAt.getTime()) {
    return { readable: false, reason: 'expired', expiresAt };
  }
  try {
    return {
      readable: true,
      code: {
        voucherId: decodeURIComponent(voucherPart),
        uid: decodeURIComponent(uidPart),
        issuedAt,
        expiresAt,
      },
    };
  } catch {
    return { readable: false, reason: 'malformed' };
  }
}
