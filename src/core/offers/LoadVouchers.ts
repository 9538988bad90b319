import { inject, injectable } from 'inversify';
import { voucherFromWire } from './fromWire';
import type { Voucher } from './Voucher';
import { CallablesPort } from '../ports/CallablesPort';

/** Vouchers as the offers page shows them (spec section 2): My Offers and Other Offers. */
export interface GroupedVouchers {
  myOffers: Voucher[];
  otherOffers: Voucher[];
}

/** The member's vouchers (vouchers-getAllVouchers), grouped. */
@injectable()
export class LoadVouchers {
  constructor(@inject(CallablesPort) private readonly callables: CallablesPort) {}

  /** @throws FunctionError, MalformedResponseError. */
  async execute(location: string, crmId: string): Promise<GroupedVouchers> {
    const { records } = await this.callables.call('vouchers-getAllVouchers', { location, crmId });
    return {
      myOffers: records.filter((voucher) => voucher.group === 'mine').map(voucherFromWire),
      otherOffers: records.filter((voucher) => voucher.group === 'other').map(voucherFromWire),
    };
  }
}
