import { inject, injectable } from 'inversify';
import { answerKey } from '../kernel/deviceCopy';
import { LastSeen } from '../kernel/LastSeen';
import { paintedPath } from '../kernel/paintedScreen';
import { pathTo } from '../navigation/routes';

/**
 * A redeemed voucher's code is not shown again (issue 30): the device copy of its code and the
 * painted copy of its page, which would show the code before the app runs, are removed.
 */
@injectable()
export class ForgetRedeemedCodes {
  constructor(@inject(LastSeen) private readonly lastSeen: LastSeen) {}

  execute(offerIds: readonly string[]): void {
    for (const voucherId of offerIds) {
      this.lastSeen.drop(answerKey('vouchers-generateQrCode', { voucherId }));
      this.lastSeen.forgetScreen(paintedPath(pathTo('offerDetails', { id: voucherId })));
    }
  }
}
