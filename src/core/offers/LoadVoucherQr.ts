import { inject, injectable } from 'inversify';
import { CallablesPort } from '../ports/CallablesPort';

/** A voucher's QR code: the image, and the instant staff stop accepting it (spec-decisions 27). */
export interface VoucherQrImage {
  /** A data: URL of the PNG. */
  imageUrl: string;
  expiresAt: Date;
}

/** The QR code that redeems one voucher (vouchers-generateQrCode), as an image data URL. */
@injectable()
export class LoadVoucherQr {
  constructor(@inject(CallablesPort) private readonly callables: CallablesPort) {}

  /**
   * With no signal CallablesPort may answer the device's copy, whose code may have expired.
   * @throws FunctionError, MalformedResponseError.
   */
  async execute(voucherId: string): Promise<VoucherQrImage> {
    const { base64Png, expiresAt } = await this.callables.call('vouchers-generateQrCode', {
      voucherId,
    });
    return { imageUrl: `data:image/png;base64,${base64Png}`, expiresAt: new Date(expiresAt) };
  }
}
