import { inject, injectable } from 'inversify';
import { LastSeen } from '../kernel/LastSeen';

/** A voucher's QR code: the image, and the instant staff stop accepting it (spec-decisions 27). */
export interface VoucherQrImage {
  /** A data: URL of the PNG. */
  imageUrl: string;
  expiresAt: Date;
}

/** The QR code that redeems one voucher (vouchers-generateQrCode), as an image data URL. */
@injectable()
export class LoadVoucherQr {
  constructor(@inject(LastSeen) private readonly lastSeen: LastSeen) {}

  /**
   * With no signal this may answer the copy saved on the device, whose code may have expired.
   * @throws FunctionError, MalformedResponseError.
   */
  async execute(voucherId: string): Promise<VoucherQrImage> {
    const { base64Png, expiresAt } = await this.lastSeen.call('vouchers-generateQrCode', {
      voucherId,
    });
    return { imageUrl: `data:image/png;base64,${base64Png}`, expiresAt: new Date(expiresAt) };
  }
}
