import { londonDayKey } from './calendar';
import { formatLondonDate, formatLondonTime } from './londonFormat';

/**
 * When and where a voucher was redeemed at a desk, in the words the member's app, the
 * desk and the backend's refusals all use: '9:04pm at The Metropolitan Mayfair' on the day itself,
 * '9:04pm on 1st Mar 2026 at The Metropolitan Mayfair' after it.
 */
export function redeemedWhenAndWhere(
  redemption: { at: string; venueName: string },
  now: Date,
): string {
  const at = new Date(redemption.at);
  const day = londonDayKey(at) === londonDayKey(now) ? '' : ` on ${formatLondonDate(at)}`;
  return `${formatLondonTime(at)}${day} at ${redemption.venueName}`;
}

/** The member's side: vouchers-generateQrCode's refusal of a redeemed voucher. */
export function voucherRedeemedMessage(
  redemption: { at: string; venueName: string },
  now: Date,
): string {
  return `This voucher was redeemed at ${redeemedWhenAndWhere(redemption, now)}.`;
}

/** The desk's side: desk-redeem's answer to a second press. */
export function alreadyRedeemedMessage(
  redemption: { at: string; venueName: string },
  now: Date,
): string {
  return `Already redeemed at ${redeemedWhenAndWhere(redemption, now)}.`;
}
