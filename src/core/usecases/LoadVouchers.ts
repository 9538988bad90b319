import { inject, injectable } from 'inversify';
import type { Voucher } from '../../../functions/src/contract/callables';
import { CallablesPort } from '../ports/CallablesPort';

/** Vouchers as the offers page shows them (spec section 2): My Offers and Other Offers. */
export interface GroupedVouchers {
  myOffers: Voucher[];
  otherOffers: Voucher[];
}

/** The member's vouchers (vouchers-getAllVouchers), grouped. */
@injectable()
export class LoadVouchers {
  readonly #callables: CallablesPort;

  constructor(@inject(CallablesPort) callables: CallablesPort) {
    this.#callables = callables;
  }

  /** @throws FunctionError, MalformedResponseError. */
  async execute(location: string, crmId: string): Promise<GroupedVouchers> {
    const { records } = await this.#callables.call('vouchers-getAllVouchers', { location, crmId });
    return {
      myOffers: records.filter((voucher) => voucher.group === 'mine'),
      otherOffers: records.filter((voucher) => voucher.group === 'other'),
    };
  }
}
