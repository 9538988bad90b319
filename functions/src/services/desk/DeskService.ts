import {
  alreadyRedeemedMessage,
  DESK_ADJACENT_CARD_READS_PER_WINDOW,
  DESK_CARD_READ_WINDOW_MS,
  DESK_CARD_READS_PER_HOUR,
  DESK_READ_WINDOW_MS,
  DESK_READS_PER_HOUR,
  DESK_REFUSAL_WINDOW_MS,
  DESK_REFUSALS_PER_WINDOW,
  DESK_SEQUENCE_WINDOW_MS,
  gateReason,
  londonDayKey,
  MEMBERSHIP_NUMBER_PATTERN,
  pauseStateAt,
  remapHomeCasino,
  tierForMembershipType,
} from '@met/scheme';
import {
  type CallContext,
  type CallerIdentity,
  type DeskMember,
  type DeskReading,
  type DeskRedemption,
  type StaffClaim,
  CallableError,
} from '@met/scheme/contract';
import { MESSAGES } from '../../domain/messages';
import type { Clock } from '../../ports/Clock';
import type { DeskAudit, DeskAuditEntry } from '../../ports/DeskAudit';
import type { MemberDirectory, MemberRecord } from '../../ports/MemberDirectory';
import type { OfferCatalogue } from '../../ports/OfferCatalogue';
import type { RateLimiter } from '../../ports/RateLimiter';
import type { Redemption, Redemptions } from '../../ports/Redemptions';
import type { VenueDirectory } from '../../ports/VenueDirectory';
import type { Request, Response } from '../callableTypes';
import { VOUCHER_PAYLOAD_VERSION } from '../VoucherPayload';
import {
  vouchersVisibleTo,
  type MemberCodeRefusal,
  type VoucherCodeInspector,
} from '../VoucherCodeInspector';
import {
  codeExpiredMessage,
  DESK_MESSAGES,
  onBreakMessage,
  otherVenueMessage,
  selfExcludedMessage,
  voucherEndedMessage,
} from './deskMessages';

/** Who is at the desk: a staff login and the venue of its claim. */
interface Desk {
  caller: CallerIdentity;
  staff: StaffClaim;
  now: Date;
}

/**
 * What one call learned, for its audit entry. `counts`: a refusal the limit counts; `refusedAs`:
 * the audit outcome of a refusal the operator looks for, in place of its error code.
 */
interface CallNote {
  codeKind: DeskAuditEntry['codeKind'];
  outcome?: string;
  refusedAs?: DeskRefusalOutcome;
  customerNumber?: string;
  voucherId?: string;
  counts?: boolean;
}

/**
 * The audit trail's outcome of the desk's refusals of a login itself: not verified, not signed in
 * with its password or a passkey, reading membership numbers in sequence (and paused for it).
 */
export const DESK_REFUSAL_OUTCOMES = {
  unverified: 'staff-unverified',
  signIn: 'staff-sign-in',
  sequence: 'sequential-card-reads',
} as const;
type DeskRefusalOutcome = (typeof DESK_REFUSAL_OUTCOMES)[keyof typeof DESK_REFUSAL_OUTCOMES];

/** `details.refusal` of a code's refusal whose error code alone does not say why. */
export const DESK_REFUSAL_DETAILS = { otherVenue: 'other-venue' } as const;

type VoucherReading = Extract<DeskReading, { kind: 'voucher' }>;
type CardReading = Extract<DeskReading, { kind: 'card' }>;

/**
 * desk-*: the staff side of a voucher's code and the membership card. Staff only (the
 * ID token's `staff` claim, honoured for a verified login signed in with its password or a
 * passkey), for members whose home casino is the staff's venue. Every call is appended to the
 * audit trail, and each staff login is limited in calls an hour, membership cards read an hour
 * (found or not), numbers read in sequence, and codes refused in 10 minutes, so a stolen or
 * planted staff login is no oracle.
 */
export class DeskService {
  constructor(
    private readonly inspector: VoucherCodeInspector,
    private readonly members: MemberDirectory,
    private readonly offers: OfferCatalogue,
    private readonly venues: VenueDirectory,
    private readonly redemptions: Redemptions,
    private readonly audit: DeskAudit,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async readCode(request: Request<'desk-readCode'>, ctx: CallContext): Response<'desk-readCode'> {
    return this.serve('read', request.code, ctx, async (desk, note) => {
      if (note.codeKind === 'card') return this.readCard(request.code, desk, note);
      const reading = await this.readVoucher(request.code, desk, note);
      note.outcome = reading.state;
      return reading;
    });
  }

  /** Every check of readCode again, then the voucher marked used once (Redemptions.redeemOnce). */
  async redeem(request: Request<'desk-redeem'>, ctx: CallContext): Response<'desk-redeem'> {
    return this.serve('redeem', request.code, ctx, async (desk, note) => {
      if (note.codeKind === 'card') {
        throw new CallableError('invalid-argument', DESK_MESSAGES.cardNotRedeemed);
      }
      const reading = await this.readVoucher(request.code, desk, note);
      if (reading.state === 'redeemed' && reading.redemption) {
        throw alreadyRedeemed(reading.redemption, desk.now);
      }
      if (reading.state === 'refused') {
        throw new CallableError('failed-precondition', reading.refusal ?? DESK_MESSAGES.gated);
      }
      const venueName = await this.venueName(desk.staff.venueId);
      const outcome = await this.redemptions.redeemOnce({
        customerNumber: reading.member.customerNumber,
        voucherId: reading.voucher.id,
        title: reading.voucher.title,
        at: desk.now.toISOString(),
        venueId: desk.staff.venueId,
        venueName,
        staffUid: desk.caller.uid,
        staffEmail: desk.caller.email,
        code: request.code,
      });
      if (!outcome.created) throw alreadyRedeemed(toDeskRedemption(outcome.redemption), desk.now);
      note.outcome = 'redeemed';
      return { success: true, redemption: toDeskRedemption(outcome.redemption) };
    });
  }

  /** Staff check, limits and the audit entry around one call. */
  private async serve<T>(
    action: DeskAuditEntry['action'],
    code: string,
    ctx: CallContext,
    work: (desk: Desk, note: CallNote) => Promise<T>,
  ): Promise<T> {
    const caller = ctx.auth;
    if (!caller) throw new CallableError('unauthenticated', MESSAGES.notSignedIn);
    const now = this.clock.now();
    const note: CallNote = { codeKind: codeKindOf(code) };
    try {
      const staff = caller.staff;
      if (!staff) throw new CallableError('permission-denied', DESK_MESSAGES.staffOnly);
      requireTrustedSignIn(caller, note);
      await this.admit(caller.uid, now);
      if (action === 'read' && note.codeKind === 'card') {
        await this.admitCardRead(caller.uid, code, now, note);
      }
      const answer = await this.countingRefusals(caller.uid, now, note, () =>
        work({ caller, staff, now }, note),
      );
      await this.record(action, code, caller, now, note);
      return answer;
    } catch (error) {
      note.outcome = note.refusedAs ?? (error instanceof CallableError ? error.code : 'internal');
      await this.record(action, code, caller, now, note);
      throw error;
    }
  }

  private async admit(uid: string, now: Date): Promise<void> {
    const reads = `desk:reads:${uid}`;
    if (
      !(await this.rateLimiter.tryConsume(reads, DESK_READS_PER_HOUR, DESK_READ_WINDOW_MS, now))
    ) {
      throw new CallableError('resource-exhausted', DESK_MESSAGES.tooManyReads);
    }
  }

  /**
   * A membership card read: refused while the login is paused for reading numbers in sequence,
   * counted against the login's hourly card budget (found or not), then checked for sequence.
   */
  private async admitCardRead(uid: string, number: string, now: Date, note: CallNote) {
    const paused = `desk:sequence-paused:${uid}`;
    const pausedAt = await this.rateLimiter.recentUses(paused, DESK_SEQUENCE_WINDOW_MS, now);
    if (pausedAt.length > 0) throw sequentialCardReads(note);
    const cards = `desk:card-reads:${uid}`;
    const limit = DESK_CARD_READS_PER_HOUR;
    if (!(await this.rateLimiter.tryConsume(cards, limit, DESK_CARD_READ_WINDOW_MS, now))) {
      throw new CallableError('resource-exhausted', DESK_MESSAGES.tooManyCardReads);
    }
    if (await this.readsInSequence(uid, Number(number), now)) {
      await this.rateLimiter.tryConsume(paused, 1, DESK_SEQUENCE_WINDOW_MS, now);
      throw sequentialCardReads(note);
    }
  }

  /**
   * Whether reading card `number` now makes one adjacent read (a number one more or one less than
   * one this login read within the window) more than the window allows. A number read again adds
   * nothing.
   */
  private async readsInSequence(uid: string, number: number, now: Date): Promise<boolean> {
    const window = DESK_SEQUENCE_WINDOW_MS;
    const readKey = (read: number) => `desk:card-read:${uid}:${read}`;
    if (!(await this.rateLimiter.tryConsume(readKey(number), 1, window, now))) return false;
    const neighbours = await Promise.all(
      [number - 1, number + 1].map((read) =>
        this.rateLimiter.recentUses(readKey(read), window, now),
      ),
    );
    const adjacent = neighbours.filter((uses) => uses.length > 0).length;
    const counter = `desk:adjacent-reads:${uid}`;
    const allowed = DESK_ADJACENT_CARD_READS_PER_WINDOW;
    for (let read = 0; read < adjacent; read += 1) {
      if (!(await this.rateLimiter.tryConsume(counter, allowed, window, now))) return true;
    }
    return false;
  }

  /**
   * Counts the call as a refused code up front, so a login past the limit is refused before any
   * code is looked at, and gives the use back unless the call was refused for a reason that could
   * tell a guesser something (a forged, edited, expired or unknown code, another venue's member).
   */
  private async countingRefusals<T>(
    uid: string,
    now: Date,
    note: CallNote,
    work: () => Promise<T>,
  ): Promise<T> {
    const key = `desk:refused:${uid}`;
    const limit = DESK_REFUSALS_PER_WINDOW;
    if (!(await this.rateLimiter.tryConsume(key, limit, DESK_REFUSAL_WINDOW_MS, now))) {
      throw new CallableError('resource-exhausted', DESK_MESSAGES.tooManyRefused);
    }
    try {
      const answer = await work();
      await this.rateLimiter.giveBack(key, now);
      return answer;
    } catch (error) {
      if (!note.counts) await this.rateLimiter.giveBack(key, now);
      throw error;
    }
  }

  private async record(
    action: DeskAuditEntry['action'],
    code: string,
    caller: CallerIdentity,
    now: Date,
    note: CallNote,
  ): Promise<void> {
    await this.audit.append({
      at: now.toISOString(),
      action,
      staffUid: caller.uid,
      staffEmail: caller.email,
      ...(caller.staff ? { venueId: caller.staff.venueId } : {}),
      codeKind: note.codeKind,
      code,
      outcome: note.outcome ?? 'unknown',
      ...(note.customerNumber ? { customerNumber: note.customerNumber } : {}),
      ...(note.voucherId ? { voucherId: note.voucherId } : {}),
    });
  }

  private async readVoucher(code: string, desk: Desk, note: CallNote): Promise<VoucherReading> {
    note.counts = true;
    if (note.codeKind !== 'voucher') {
      throw new CallableError('invalid-argument', DESK_MESSAGES.notOurs);
    }
    const inspection = await this.inspector.inspect(code, desk.now);
    switch (inspection.kind) {
      case 'unreadable':
        throw new CallableError('invalid-argument', DESK_MESSAGES.notOurs);
      case 'expired':
        throw new CallableError(
          'failed-precondition',
          codeExpiredMessage(inspection.expiresAt, desk.now),
          { expiredAt: inspection.expiresAt.toISOString() },
        );
      case 'orphaned':
        note.voucherId = inspection.code.voucherId;
        throw inspection.reason === 'no-login'
          ? new CallableError('failed-precondition', DESK_MESSAGES.loginGone)
          : new CallableError('not-found', DESK_MESSAGES.memberGone);
    }
    const { member, customerNumber } = inspection;
    note.customerNumber = customerNumber;
    note.voucherId = inspection.code.voucherId;
    await this.requireOwnVenue(member, desk);
    note.counts = false;
    const voucher = inspection.voucher ?? (await this.offers.find(inspection.code.voucherId));
    if (!voucher) throw new CallableError('failed-precondition', DESK_MESSAGES.voucherGone);
    const held = await this.redemptions.find(customerNumber, voucher.id);
    const deskMember = await this.deskMember(member, desk.now);
    const refusal =
      held || inspection.refusal === null
        ? null
        : refusalSentence(inspection.refusal, member, voucher.expiresOn, desk.now);
    return {
      kind: 'voucher',
      member: deskMember,
      voucher: {
        id: voucher.id,
        title: voucher.title,
        terms: voucher.terms,
        expiresOn: voucher.expiresOn,
      },
      codeExpiresAt: inspection.code.expiresAt.toISOString(),
      state: held ? 'redeemed' : refusal === null ? 'ready' : 'refused',
      redemption: held ? toDeskRedemption(held) : null,
      refusal,
    };
  }

  private async readCard(code: string, desk: Desk, note: CallNote): Promise<DeskReading> {
    note.counts = true;
    const member = await this.members.findByCustomerNumber(code);
    if (!member) throw new CallableError('not-found', DESK_MESSAGES.unknownCard);
    note.customerNumber = member.customer_number;
    await this.requireOwnVenue(member, desk);
    note.counts = false;
    note.outcome = 'card';
    return {
      kind: 'card',
      member: await this.deskMember(member, desk.now),
      vouchers: await this.usableToday(member, desk.now),
    };
  }

  /** Vouchers in date and not redeemed; none for a gated member, on a break or excluded. */
  private async usableToday(member: MemberRecord, now: Date): Promise<CardReading['vouchers']> {
    const gated =
      gateReason({ suspended: member.suspended, membershipTypeId: member.membership_type_id }) !==
      null;
    if (gated || pauseStateAt(member, now).kind !== 'none') return [];
    const today = londonDayKey(now);
    const redeemed = new Set(
      (await this.redemptions.listFor(member.customer_number)).map(({ voucherId }) => voucherId),
    );
    return (await vouchersVisibleTo(this.offers, member))
      .filter((voucher) => voucher.expiresOn >= today && !redeemed.has(voucher.id))
      .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.id.localeCompare(b.id))
      .map(({ id, title, expiresOn }) => ({ id, title, expiresOn }));
  }

  private async requireOwnVenue(member: MemberRecord, desk: Desk): Promise<void> {
    const home = remapHomeCasino(member.home_casino);
    if (home === desk.staff.venueId) return;
    // The reason in words a program can read too: the desk leads with "another casino's member",
    // and permission-denied also answers a login that may not use the desk at all.
    throw new CallableError('permission-denied', otherVenueMessage(await this.venueName(home)), {
      refusal: DESK_REFUSAL_DETAILS.otherVenue,
    });
  }

  private async deskMember(member: MemberRecord, now: Date): Promise<DeskMember> {
    const pause = pauseStateAt(member, now);
    return {
      name: `${member.first_name} ${member.last_name}`.trim(),
      tier: tierForMembershipType(member.membership_type_id) ?? member.membership_type_Name,
      customerNumber: member.customer_number,
      venueName: await this.venueName(remapHomeCasino(member.home_casino)),
      restriction:
        pause.kind === 'break'
          ? { kind: 'break', until: pause.endsAt.toISOString() }
          : pause.kind === 'self-excluded'
            ? { kind: 'excluded' }
            : null,
    };
  }

  private async venueName(venueId: number): Promise<string> {
    return (await this.venues.findVenue(venueId))?.pagetitle ?? `Venue ${venueId}`;
  }
}

/**
 * The staff claim is honoured only for a verified login that signed in with its password or a
 * passkey: anyone may sign up, unverified, with the address a desk is about to be given, and a
 * custom token minted for any other purpose is no proof of who is at the desk.
 */
function requireTrustedSignIn(caller: CallerIdentity, note: CallNote): void {
  if (!caller.emailVerified) {
    note.refusedAs = DESK_REFUSAL_OUTCOMES.unverified;
    throw new CallableError('permission-denied', DESK_MESSAGES.staffUnverified);
  }
  if (caller.signInMethod !== 'password' && caller.signInMethod !== 'passkey') {
    note.refusedAs = DESK_REFUSAL_OUTCOMES.signIn;
    throw new CallableError('permission-denied', DESK_MESSAGES.staffSignIn);
  }
}

function sequentialCardReads(note: CallNote): CallableError {
  note.refusedAs = DESK_REFUSAL_OUTCOMES.sequence;
  return new CallableError('resource-exhausted', DESK_MESSAGES.sequentialCardReads);
}

/** A voucher code starts with its version tag; a membership card's code is the number. */
function codeKindOf(code: string): DeskAuditEntry['codeKind'] {
  if (code.startsWith(`${VOUCHER_PAYLOAD_VERSION}.`)) return 'voucher';
  return MEMBERSHIP_NUMBER_PATTERN.test(code) ? 'card' : 'unknown';
}

function toDeskRedemption({ at, venueId, venueName }: Redemption | DeskRedemption) {
  return { at, venueId, venueName };
}

function alreadyRedeemed(redemption: DeskRedemption, now: Date): CallableError {
  return new CallableError('already-exists', alreadyRedeemedMessage(redemption, now), {
    redemption,
  });
}

function refusalSentence(
  refusal: MemberCodeRefusal,
  member: MemberRecord,
  expiresOn: string,
  now: Date,
): string {
  const name = `${member.first_name} ${member.last_name}`.trim();
  switch (refusal) {
    case 'member-suspended':
      return DESK_MESSAGES.suspended;
    case 'member-gated':
      return DESK_MESSAGES.gated;
    case 'member-paused': {
      const pause = pauseStateAt(member, now);
      return pause.kind === 'break'
        ? onBreakMessage(name, pause.endsAt)
        : selfExcludedMessage(name);
    }
    case 'voucher-expired':
      return voucherEndedMessage(expiresOn);
    case 'voucher-not-redeemable':
      return DESK_MESSAGES.notRedeemable;
    case 'voucher-gone':
      return DESK_MESSAGES.voucherGone;
  }
}
