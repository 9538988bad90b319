import { formatLondonDate, formatLondonTime, londonDayKey } from '@met/scheme';
import type { DeskMember, DeskReading } from './DeskReading';
import type { RedeemOutcome } from './RedeemAtDesk';
import { deskMessages, deskProblem, redeemedAt, restrictionNote } from './deskMessages';
import { FunctionError } from '../kernel/FunctionError';
import { isNetworkFailure } from '../kernel/networkFailure';

/**
 * What the desk's screen says first, at a glance, with a queue waiting:
 * - valid: the voucher may be redeemed now;
 * - redeemed: it was, just now, by this desk;
 * - already: it was before (when and where), so it is not honoured again;
 * - refused: it may not be used (a break, self-exclusion, another casino's member, a forged or
 *   expired code...);
 * - card: a membership card, read for the photo-ID check;
 * - unchecked: the code could not be checked or redeemed (offline, the desk's limits): try again.
 */
export type DeskStatusKind = 'valid' | 'redeemed' | 'already' | 'refused' | 'card' | 'unchecked';

/** The status line (a few words) and the sentence under it, if any. */
export interface DeskStatus {
  kind: DeskStatusKind;
  line: string;
  detail: string | null;
}

/**
 * `details.refusal` of desk-readCode's permission-denied for another casino's member (the
 * backend's DESK_REFUSAL_DETAILS.otherVenue): the same error code refuses a login that may not use
 * the desk at all.
 */
export const OTHER_VENUE_REFUSAL = 'other-venue';

/** The status lines, in the words staff read at a glance. */
export const deskStatusLines = {
  valid: 'Valid — ready to redeem',
  redeemed: 'Redeemed',
  already: 'Already redeemed',
  refused: 'Refused',
  excluded: 'Refused: self-excluded',
  onBreak: 'Refused: on a break',
  otherVenue: 'Refused: another casino’s member',
  notOurs: 'Refused: not one of our codes',
  noMember: 'Refused: no such membership',
  codeExpired: 'Refused: code expired',
  voucherEnded: 'Refused: voucher ended',
  card: 'Membership card — check their photo ID',
  notChecked: 'Not checked',
  notRedeemed: 'Not redeemed',
} as const;

/**
 * 'Already redeemed at 2:39am on 7th Dec 2026 at The Metropolitan Mayfair': always with the day, so
 * a time earlier today is not taken for one this morning or last night.
 */
function alreadyRedeemedAt(redemption: { at: string; venueName: string }): string {
  const at = new Date(redemption.at);
  return `Already redeemed at ${formatLondonTime(at)} on ${formatLondonDate(at)} at ${redemption.venueName}`;
}

/** What a code read says first. */
export function readingStatus(reading: DeskReading, now: Date): DeskStatus {
  if (reading.kind === 'card') {
    return (
      restrictionStatus(reading.member) ?? {
        kind: 'card',
        line: deskStatusLines.card,
        detail: null,
      }
    );
  }
  switch (reading.state) {
    case 'ready':
      return { kind: 'valid', line: deskStatusLines.valid, detail: null };
    case 'redeemed':
      return {
        kind: 'already',
        line: deskStatusLines.already,
        detail: reading.redemption === null ? null : alreadyRedeemedAt(reading.redemption),
      };
    case 'refused': {
      const restricted = restrictionStatus(reading.member, reading.refusal);
      if (restricted !== null) return restricted;
      const ended = reading.voucher.expiresOn < londonDayKey(now);
      return {
        kind: 'refused',
        line: ended ? deskStatusLines.voucherEnded : deskStatusLines.refused,
        detail: reading.refusal ?? 'This voucher cannot be redeemed.',
      };
    }
  }
}

/** What pressing Redeem did: redeemed now, or already before (by this desk or another). */
export function outcomeStatus(outcome: RedeemOutcome, now: Date): DeskStatus {
  if (outcome.kind === 'redeemed') {
    return {
      kind: 'redeemed',
      line: deskStatusLines.redeemed,
      detail: redeemedAt(outcome.redemption, now),
    };
  }
  return {
    kind: 'already',
    line: deskStatusLines.already,
    detail: outcome.redemption === null ? outcome.message : alreadyRedeemedAt(outcome.redemption),
  };
}

/**
 * Why a code could not be read (`read`) or redeemed (`redeem`): a refusal of the code itself, or
 * the desk could not check it (offline, its limits, its login), which another try may cure.
 */
export function problemStatus(error: unknown, action: 'read' | 'redeem'): DeskStatus {
  const detail = deskProblem(error);
  const refused = (line: string): DeskStatus => ({ kind: 'refused', line, detail });
  const unchecked: DeskStatus = {
    kind: 'unchecked',
    line: action === 'read' ? deskStatusLines.notChecked : deskStatusLines.notRedeemed,
    detail,
  };
  if (isNetworkFailure(error) || !(error instanceof FunctionError)) return unchecked;
  switch (error.code) {
    case 'invalid-argument':
      return refused(deskStatusLines.notOurs);
    case 'not-found':
      return refused(deskStatusLines.noMember);
    case 'permission-denied':
      return refusalIn(error.details) === OTHER_VENUE_REFUSAL
        ? refused(deskStatusLines.otherVenue)
        : unchecked;
    case 'failed-precondition':
      return refused(
        hasExpiry(error.details) ? deskStatusLines.codeExpired : deskStatusLines.refused,
      );
    default:
      return unchecked;
  }
}

/** The field was empty: nothing was checked. */
export const emptyCodeStatus: DeskStatus = {
  kind: 'unchecked',
  line: deskStatusLines.notChecked,
  detail: deskMessages.emptyCode,
};

/** A break or self-exclusion in force leads: null when neither. */
function restrictionStatus(member: DeskMember, sentence?: string | null): DeskStatus | null {
  const restriction = member.restriction;
  if (restriction === null) return null;
  return {
    kind: 'refused',
    line: restriction.kind === 'excluded' ? deskStatusLines.excluded : deskStatusLines.onBreak,
    detail: sentence ?? restrictionNote(member),
  };
}

function refusalIn(details: unknown): unknown {
  return typeof details === 'object' && details !== null
    ? (details as { refusal?: unknown }).refusal
    : undefined;
}

function hasExpiry(details: unknown): boolean {
  return (
    typeof details === 'object' &&
    details !== null &&
    typeof (details as { expiredAt?: unknown }).expiredAt === 'string'
  );
}
