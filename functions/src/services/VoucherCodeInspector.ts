import { gateReason, londonDayKey, pauseStateAt, tierForMembershipType } from '@met/scheme';
import type { Voucher } from '@met/scheme/contract';
import type { AppData } from '../ports/AppData';
import type { MemberDirectory, MemberRecord } from '../ports/MemberDirectory';
import type { OfferCatalogue, VoucherRecord } from '../ports/OfferCatalogue';
import type { Signer } from '../ports/Signer';
import { readVoucherPayload, type VoucherCode } from './VoucherPayload';

/** Why a member's genuine code may not be redeemed now, though the desk may see who it is. */
export type MemberCodeRefusal =
  | 'member-suspended'
  /** Another gate of spec section 6 (temporary, update-required…): the app would not admit them. */
  | 'member-gated'
  /** On a break or self-excluded: a code shown before the break is not honoured. */
  | 'member-paused'
  | 'voucher-gone'
  | 'voucher-expired'
  | 'voucher-not-redeemable';

/** What a scanned voucher code says once every check of spec-decisions 27 has been made. */
export type VoucherCodeInspection =
  | { kind: 'unreadable'; reason: 'malformed' | 'bad-signature' }
  | { kind: 'expired'; expiresAt: Date }
  /** Genuine and in time, but its login no longer holds a membership, or the record is gone. */
  | { kind: 'orphaned'; reason: 'no-login' | 'member-gone'; code: VoucherCode }
  | {
      kind: 'member';
      code: VoucherCode;
      customerNumber: string;
      member: MemberRecord;
      /** The voucher as the member sees it, when it is still theirs. */
      voucher: Voucher | undefined;
      /** The first check that fails, in the order below; null when it may be redeemed now. */
      refusal: MemberCodeRefusal | null;
    };

/**
 * The checks a scanned voucher code must pass (spec-decisions 27), in one place for
 * VouchersService.verifyVoucherPayload and the desk: genuine and unexpired is not
 * enough; the login it was shown on must still exist and hold the membership, the member must
 * not be gated, on a break or self-excluded, and the voucher must still be theirs, in date and
 * redeemable. The inspection keeps what it found, so the desk can show who and why.
 */
export class VoucherCodeInspector {
  constructor(
    private readonly signer: Signer,
    private readonly appData: AppData,
    private readonly members: MemberDirectory,
    private readonly offers: OfferCatalogue,
  ) {}

  async inspect(payload: string, now: Date): Promise<VoucherCodeInspection> {
    const reading = await readVoucherPayload(this.signer, payload, now);
    if (!reading.readable) {
      return reading.reason === 'expired'
        ? { kind: 'expired', expiresAt: reading.expiresAt }
        : { kind: 'unreadable', reason: reading.reason };
    }
    const { code } = reading;
    const customerNumber = (await this.appData.getProfile(code.uid))?.memberships[0];
    const holder =
      customerNumber === undefined
        ? undefined
        : await this.appData.findProfileByMembership(customerNumber);
    if (customerNumber === undefined || holder?.uid !== code.uid) {
      return { kind: 'orphaned', reason: 'no-login', code };
    }
    const member = await this.members.findByCustomerNumber(customerNumber);
    if (!member) return { kind: 'orphaned', reason: 'member-gone', code };
    const voucher = (await vouchersVisibleTo(this.offers, member)).find(
      ({ id }) => id === code.voucherId,
    );
    const refusal = memberRefusal(member, voucher, now);
    return { kind: 'member', code, customerNumber, member, voucher, refusal };
  }
}

function memberRefusal(
  member: MemberRecord,
  voucher: Voucher | undefined,
  now: Date,
): MemberCodeRefusal | null {
  const gate = gateReason({
    suspended: member.suspended,
    membershipTypeId: member.membership_type_id,
  });
  if (gate === 'suspended') return 'member-suspended';
  if (gate !== null) return 'member-gated';
  if (pauseStateAt(member, now).kind !== 'none') return 'member-paused';
  if (!voucher) return 'voucher-gone';
  if (voucher.expiresOn < londonDayKey(now)) return 'voucher-expired';
  if (!voucher.redeemable) return 'voucher-not-redeemable';
  return null;
}

/** 'mine' issued to the member, then 'other' open to their tier (expired ones included). */
export async function vouchersVisibleTo(
  offers: OfferCatalogue,
  member: MemberRecord,
): Promise<Voucher[]> {
  const tier = tierForMembershipType(member.membership_type_id);
  const mine = await offers.listIssuedTo(member.customer_number);
  // Stryker disable next-line ConditionalExpression,ArrayDeclaration: only an ungated member gets here, and a membership type with no tier is gated (update-required), so tier is never null
  const other = tier === null ? [] : await offers.listOpenToTier(tier);
  const mineIds = new Set(mine.map(({ id }) => id));
  return [
    ...mine.map((voucher) => toVoucher(voucher, 'mine')),
    ...other.filter(({ id }) => !mineIds.has(id)).map((voucher) => toVoucher(voucher, 'other')),
  ];
}

function toVoucher(record: VoucherRecord, group: Voucher['group']): Voucher {
  const { audience: _audience, ...voucher } = record;
  return { ...voucher, group, redeemed: null };
}
