import { inject, injectable } from 'inversify';
import { LastSeen } from '../device/LastSeen';

/** The QR code that redeems one voucher (vouchers-generateQrCode), as an image data URL. */
@injectable()
export class LoadVoucherQr {
  readonly #lastSeen: LastSeen;

  constructor(@inject(LastSeen) lastSeen: LastSeen) {
    this.#lastSeen = lastSeen;
  }

  /** @throws FunctionError, MalformedResponseError. */
  async execute(voucherId: string): Promise<string> {
    const { base64Png } = await this.#lastSeen.call('vouchers-generateQrCode', { voucherId });
    return `data:image/png;base64,${base64Png}`;
  }
}
