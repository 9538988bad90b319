import { inject, injectable } from 'inversify';
import { CallablesPort } from '../ports/CallablesPort';

/** The QR code that redeems one voucher (vouchers-generateQrCode), as an image data URL. */
@injectable()
export class LoadVoucherQr {
  readonly #callables: CallablesPort;

  constructor(@inject(CallablesPort) callables: CallablesPort) {
    this.#callables = callables;
  }

  /** @throws FunctionError, MalformedResponseError. */
  async execute(voucherId: string): Promise<string> {
    const { base64Png } = await this.#callables.call('vouchers-generateQrCode', { voucherId });
    return `data:image/png;base64,${base64Png}`;
  }
}
