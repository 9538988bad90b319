import { inject, injectable } from 'inversify';
import { CallablesPort } from '../ports/CallablesPort';

/** An offer's QR code: the image, and the instant staff stop accepting it (spec-decisions 27). */
export interface OfferCodeImage {
  /** A data: URL of the PNG. */
  imageUrl: string;
  expiresAt: Date;
}

/** The QR code that redeems one offer (vouchers-generateQrCode), as an image data URL. */
@injectable()
export class LoadOfferCode {
  constructor(@inject(CallablesPort) private readonly callables: CallablesPort) {}

  /**
   * With no signal CallablesPort may answer the device's copy, whose code may have expired.
   * @throws FunctionError, MalformedResponseError.
   */
  async execute(offerId: string): Promise<OfferCodeImage> {
    const { base64Png, expiresAt } = await this.callables.call('vouchers-generateQrCode', {
      voucherId: offerId,
    });
    return { imageUrl: `data:image/png;base64,${base64Png}`, expiresAt: new Date(expiresAt) };
  }
}
