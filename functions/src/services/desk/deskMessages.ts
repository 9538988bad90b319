import {
  DESK_CARD_READS_PER_HOUR,
  DESK_READS_PER_HOUR,
  DESK_REFUSALS_PER_WINDOW,
  formatBreakEnd,
  formatLondonDate,
  formatLondonTime,
  londonDayKey,
  londonStartOfDay,
} from '@met/scheme';

/** What the desk callables answer when they refuse: worded for the desk. */
export const DESK_MESSAGES = {
  staffOnly: 'Only staff at a casino’s desk can read or redeem codes.',
  notOurs: 'This code is not one of ours, or it was changed.',
  unknownCard: 'No membership has this number.',
  cardNotRedeemed: 'A membership card is not redeemed: scan the code of the voucher itself.',
  loginGone:
    'This code was opened on a login that no longer holds this membership. Ask the member to open it again.',
  memberGone: 'This membership is no longer on our system.',
  voucherGone: 'This voucher is no longer offered to this member.',
  tooManyReads: `This desk has read ${DESK_READS_PER_HOUR} codes in the last hour, the most it may. Please wait a little, or ask a manager.`,
  tooManyCardReads: `This desk has read ${DESK_CARD_READS_PER_HOUR} membership cards in the last hour, the most it may. Voucher codes still work; for a card, wait a little or ask a manager.`,
  sequentialCardReads:
    'This desk has read membership numbers one after another, so it cannot read membership cards for an hour. This is recorded; ask a manager if it is wrong.',
  staffUnverified:
    'This staff login’s email address is not confirmed yet, so it cannot use the desk. Confirm it from the mail we sent to it, then sign in again, or ask a manager.',
  staffSignIn:
    'The desk needs a staff login signed in with its password or its passkey. Sign out, then sign in again with your password.',
  tooManyRefused: `This desk has had ${DESK_REFUSALS_PER_WINDOW} codes refused in 10 minutes, so it is paused for a few minutes. Ask a manager if this is wrong.`,
  suspended: 'This membership is suspended: its vouchers cannot be used.',
  gated:
    'This membership cannot use vouchers until its membership is updated: ask them to speak to reception.',
  notRedeemable: 'This voucher needs no code: it is not redeemed at the desk.',
} as const;

/** 'at 9:04pm' today, 'at 9:04pm on 1st Mar 2026' on another day, on the London clock. */
function atTime(instant: Date, now: Date): string {
  const day = londonDayKey(instant) === londonDayKey(now) ? '' : ` on ${formatLondonDate(instant)}`;
  return `at ${formatLondonTime(instant)}${day}`;
}

export function codeExpiredMessage(expiresAt: Date, now: Date): string {
  return `This code expired ${atTime(expiresAt, now)}. Ask the member to open it again.`;
}

export function otherVenueMessage(homeVenueName: string): string {
  return `This member’s home casino is ${homeVenueName}: their codes are redeemed there.`;
}

export function onBreakMessage(name: string, endsAt: Date): string {
  return `${name} is taking a break until ${formatBreakEnd(endsAt)}: their vouchers cannot be used until then.`;
}

export function selfExcludedMessage(name: string): string {
  return `${name} is self-excluded (SENSE): their vouchers cannot be used. Speak to a manager.`;
}

export function voucherEndedMessage(expiresOn: string): string {
  return `This voucher ended on ${formatLondonDate(londonStartOfDay(expiresOn))}.`;
}
