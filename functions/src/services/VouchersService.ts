import type QRCode from 'qrcode';
import { londonDayKey, voucherRedeemedMessage } from '@met/scheme';
import { type CallContext, CallableError } from '@met/scheme/contract';
import { MESSAGES } from '../domain/messages';
import type { Clock } from '../ports/Clock';
import type { OfferCatalogue } from '../ports/OfferCatalogue';
import type { Redemptions } from '../ports/Redemptions';
import type { Signer } from '../ports/Signer';
import type { CallerAccess } from './CallerAccess';
import type { Request, Response } from './callableTypes';
import { createVoucherPayload, voucherCodeExpiry } from './VoucherPayload';
import {
  vouchersVisibleTo,
  type MemberCodeRefusal,
  type VoucherCodeInspector,
} from './VoucherCodeInspector';

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
  'malformed' | 'bad-signature' | 'expired' | 'no-login' | 'member-gone' | MemberCodeRefusal;

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
    private readonly signer: Signer,
    private readonly clock: Clock,
    private readonly access: CallerAccess,
    private readonly redemptions: Redemptions,
    private readonly inspector: VoucherCodeInspector,
  ) {}

  /**
   * 'mine' issued to the member, 'other' open to their tier; expired ones left out. A voucher
   * redeemed at a desk stays while in date, with when and where, so the member sees it was used.
   */
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
    const redeemed = new Map(
      (await this.redemptions.listFor(member.customer_number)).map((redemption) => [
        redemption.voucherId,
        { at: redemption.at, venueName: redemption.venueName },
      ]),
    );
    const records = (await vouchersVisibleTo(this.offers, member))
      .filter((voucher) => voucher.expiresOn >= today)
      .map((voucher) => ({ ...voucher, redeemed: redeemed.get(voucher.id) ?? null }))
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
    const voucher = (await vouchersVisibleTo(this.offers, member)).find(
      ({ id }) => id === request.voucherId,
    );
    if (!voucher) throw new CallableError('permission-denied', MESSAGES.voucherNotAvailable);
    const now = this.clock.now();
    if (voucher.expiresOn < londonDayKey(now)) {
      throw new CallableError('aborted', MESSAGES.voucherExpired);
    }
    if (!voucher.redeemable) throw new CallableError('aborted', MESSAGES.voucherNotRedeemable);
    // A redeemed voucher's code is not drawn again: the refusal says when and where it was used.
    const redemption = await this.redemptions.find(member.customer_number, voucher.id);
    if (redemption) {
      throw new CallableError('failed-precondition', voucherRedeemedMessage(redemption, now), {
        redeemed: { at: redemption.at, venueName: redemption.venueName },
      });
    }
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
   * is not enough (spec-decisions 27): VoucherCodeInspector makes every check, the desk's too.
   */
  async verifyVoucherPayload(payload: string): Promise<VoucherCodeCheck> {
    const inspection = await this.inspector.inspect(payload, this.clock.now());
    switch (inspection.kind) {
      case 'unreadable':
      case 'orphaned':
        return { valid: false, reason: inspection.reason };
      case 'expired':
        return { valid: false, reason: 'expired' };
      case 'member': {
        if (inspection.refusal !== null) return { valid: false, reason: inspection.refusal };
        const { code, customerNumber } = inspection;
        return {
          valid: true,
          voucherId: code.voucherId,
          customerNumber,
          issuedAt: code.issuedAt.toISOString(),
          expiresAt: code.expiresAt.toISOString(),
        };
      }
    }
  }
}
