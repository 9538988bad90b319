import QRCode from 'qrcode';
import { londonDayKey, tierForMembershipType } from '@met/scheme';
import { type Voucher, type CallContext, CallableError } from '@met/scheme/contract';
import { MESSAGES } from '../domain/messages';
import type { Clock } from '../ports/Clock';
import type { MemberRecord } from '../ports/MemberDirectory';
import type { OfferCatalogue, VoucherRecord } from '../ports/OfferCatalogue';
import type { Signer } from '../ports/Signer';
import type { CallerAccess } from './CallerAccess';
import type { Request, Response } from './callableTypes';
import {
  checkVoucherPayload,
  createVoucherPayload,
  type VoucherPayloadCheck,
} from './VoucherPayload';

/** vouchers-*: the member's own vouchers and offers, and QR codes to redeem them. */
export class VouchersService {
  constructor(
    private readonly offers: OfferCatalogue,
    private readonly signer: Signer,
    private readonly clock: Clock,
    private readonly access: CallerAccess,
  ) {}

  /** 'mine' issued to the member, 'other' open to their tier; expired ones left out. */
  async getAllVouchers(
    request: Request<'vouchers-getAllVouchers'>,
    ctx: CallContext,
  ): Response<'vouchers-getAllVouchers'> {
    const { member } = await this.access.requireMember(ctx);
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
    const { member } = await this.access.requireMember(ctx);
    const voucher = (await this.visibleTo(member)).find(({ id }) => id === request.voucherId);
    if (!voucher) throw new CallableError('permission-denied', MESSAGES.voucherNotAvailable);
    if (voucher.expiresOn < londonDayKey(this.clock.now())) {
      throw new CallableError('aborted', MESSAGES.voucherExpired);
    }
    if (!voucher.redeemable) throw new CallableError('aborted', MESSAGES.voucherNotRedeemable);
    const payload = await createVoucherPayload(this.signer, voucher.id, member.customer_number);
    const dataUrl = await QRCode.toDataURL(payload, {
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 320,
    });
    return { base64Png: dataUrl.slice(dataUrl.indexOf(',') + 1) };
  }

  /** For staff tooling: is this scanned payload one the backend issued, and for whom? */
  verifyVoucherPayload(payload: string): Promise<VoucherPayloadCheck> {
    return checkVoucherPayload(this.signer, payload);
  }

  private async visibleTo(member: MemberRecord): Promise<Voucher[]> {
    const tier = tierForMembershipType(member.membership_type_id);
    const mine = await this.offers.listIssuedTo(member.customer_number);
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
  return { ...voucher, group };
}
