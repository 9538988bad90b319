import type QRCode from 'qrcode';
import { gateReason, londonDayKey, pauseStateAt, tierForMembershipType } from '@met/scheme';
import { type Voucher, type CallContext, CallableError } from '@met/scheme/contract';
import { MESSAGES } from '../domain/messages';
import type { AppData } from '../ports/AppData';
import type { Clock } from '../ports/Clock';
import type { MemberDirectory, MemberRecord } from '../ports/MemberDirectory';
import type { OfferCatalogue, VoucherRecord } from '../ports/OfferCatalogue';
import type { Signer } from '../ports/Signer';
import type { CallerAccess } from './CallerAccess';
import type { Request, Response } from './callableTypes';
import { createVoucherPayload, readVoucherPayload, voucherCodeExpiry } from './VoucherPayload';

/**
 * qrcode, imported when a voucher's code is first drawn: in the app's fake world this service runs
 * in the page from the start, and a static import would put the library on every screen, home
 * included (DECISIONS.md "Performance: the first visit and the start"). On the server it costs one
 * import on the first code drawn.
 */
async function qrCodeLibrary(): Promise<typeof QRCode> {
  return (await import('qrcode')).default;
}

/** Why staff tooling must not accept a scanned code, in words it can map to a message. */
export type VoucherCodeRefusal =
  | 'malformed'
  | 'bad-signature'
  | 'expired'
  | 'no-login'
  | 'member-gone'
  | 'member-suspended'
  /** Another gate of spec section 6 (temporary, update-required…): the app would not admit them. */
  | 'member-gated'
  /** On a break or self-excluded (issue 26): a code shown before the break is not honoured. */
  | 'member-paused'
  | 'voucher-gone'
  | 'voucher-expired'
  | 'voucher-not-redeemable';

export type VoucherCodeCheck =
  | {
      valid: true;
      voucherId: string;
      customerNumber: string;
      /** ISO instants. */
      issuedAt: string;
      expiresAt: string;
    }
  | { valid: false; reason: VoucherCodeRefusal };

/** vouchers-*: the member's own vouchers and offers, and QR codes to redeem them. */
export class VouchersService {
  constructor(
    private readonly offers: OfferCatalogue,
    private readonly members: MemberDirectory,
    private readonly appData: AppData,
    private readonly signer: Signer,
    private readonly clock: Clock,
    private readonly access: CallerAccess,
  ) {}

  /** 'mine' issued to the member, 'other' open to their tier; expired ones left out. */
  async getAllVouchers(
    request: Request<'vouchers-getAllVouchers'>,
    ctx: CallContext,
  ): Response<'vouchers-getAllVouchers'> {
    const { member } = await this.access.requireMember(ctx, {
      refusePaused: this.clock.now(),
    });
    if (request.crmId !== member.id) {
      throw new CallableError('permission-denied', MESSAGES.notYourRecord);
    }
    const today = londonDayKey(this.clock.now());
    const records = (await this.visibleTo(member))
      .filter((voucher) => voucher.expiresOn >= today)
      .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.id.localeCompare(b.id));
    return { records };
  }

  async generateQrCode(
    request: Request<'vouchers-generateQrCode'>,
    ctx: CallContext,
  ): Response<'vouchers-generateQrCode'> {
    const { member, caller } = await this.access.requireMember(ctx, {
      refusePaused: this.clock.now(),
    });
    const voucher = (await this.visibleTo(member)).find(({ id }) => id === request.voucherId);
    if (!voucher) throw new CallableError('permission-denied', MESSAGES.voucherNotAvailable);
    const now = this.clock.now();
    if (voucher.expiresOn < londonDayKey(now)) {
      throw new CallableError('aborted', MESSAGES.voucherExpired);
    }
    if (!voucher.redeemable) throw new CallableError('aborted', MESSAGES.voucherNotRedeemable);
    // Whole seconds, as the payload carries them, so the app is told the instant staff will check.
    const issuedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
    const expiresAt = voucherCodeExpiry(issuedAt, voucher.expiresOn);
    const payload = await createVoucherPayload(this.signer, {
      voucherId: voucher.id,
      uid: caller.uid,
      issuedAt,
      expiresAt,
    });
    const dataUrl = await (
      await qrCodeLibrary()
    ).toDataURL(payload, {
      // Stryker disable next-line StringLiteral: qrcode reads a level it does not know, '' included, as its default, 'M'
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 320,
    });
    return {
      base64Png: dataUrl.slice(dataUrl.indexOf(',') + 1),
      expiresAt: expiresAt.toISOString(),
    };
  }

  /**
   * For staff tooling: may this scanned code be redeemed now, and for whom? Genuine and unexpired
   * is not enough (spec-decisions 27): the login it was shown on must still exist and hold the
   * membership, the member must not be suspended, and the voucher must still be theirs and in date.
   */
  async verifyVoucherPayload(payload: string): Promise<VoucherCodeCheck> {
    const now = this.clock.now();
    const reading = await readVoucherPayload(this.signer, payload, now);
    if (!reading.readable) return { valid: false, reason: reading.reason };
    const { voucherId, uid, issuedAt, expiresAt } = reading.code;
    const customerNumber = (await this.appData.getProfile(uid))?.memberships[0];
    if (customerNumber === undefined) return { valid: false, reason: 'no-login' };
    const holder = await this.appData.findProfileByMembership(customerNumber);
    if (holder?.uid !== uid) return { valid: false, reason: 'no-login' };
    const member = await this.members.findByCustomerNumber(customerNumber);
    if (!member) return { valid: false, reason: 'member-gone' };
    const gate = gateReason({
      suspended: member.suspended,
      membershipTypeId: member.membership_type_id,
    });
    if (gate === 'suspended') return { valid: false, reason: 'member-suspended' };
    if (gate !== null) return { valid: false, reason: 'member-gated' };
    if (pauseStateAt(member, now).kind !== 'none') return { valid: false, reason: 'member-paused' };
    const voucher = (await this.visibleTo(member)).find(({ id }) => id === voucherId);
    if (!voucher) return { valid: false, reason: 'voucher-gone' };
    if (voucher.expiresOn < londonDayKey(now)) return { valid: false, reason: 'voucher-expired' };
    if (!voucher.redeemable) return { valid: false, reason: 'voucher-not-redeemable' };
    return {
      valid: true,
      voucherId,
      customerNumber,
      issuedAt: issuedAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
    };
  }

  private async visibleTo(member: MemberRecord): Promise<Voucher[]> {
    const tier = tierForMembershipType(member.membership_type_id);
    const mine = await this.offers.listIssuedTo(member.customer_number);
    // Stryker disable next-line ConditionalExpression,ArrayDeclaration: only an ungated member gets here, and a membership type with no tier is gated (update-required), so tier is never null
    const other = tier === null ? [] : await this.offers.listOpenToTier(tier);
    const mineIds = new Set(mine.map(({ id }) => id));
    return [
      ...mine.map((voucher) => toVoucher(voucher, 'mine')),
      ...other.filter(({ id }) => !mineIds.has(id)).map((voucher) => toVoucher(voucher, 'other')),
    ];
  }
}

function toVoucher(record: VoucherRecord, group: Voucher['group']): Voucher {
  const { audience: _audience, ...voucher } = record;
  return { ...voucher, group, redeemed: null };
}
