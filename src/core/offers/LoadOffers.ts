import { inject, injectable } from 'inversify';
import { offerFromWire } from './fromWire';
import type { Offer } from './Offer';
import { CallablesPort } from '../ports/CallablesPort';

/** Offers as the offers page shows them (spec section 2): My Offers and Other Offers. */
export interface GroupedOffers {
  myOffers: Offer[];
  otherOffers: Offer[];
}

/** The member's offers (vouchers-getAllVouchers), grouped. */
@injectable()
export class LoadOffers {
  constructor(@inject(CallablesPort) private readonly callables: CallablesPort) {}

  /** @throws FunctionError, MalformedResponseError. */
  async execute(location: string, crmId: string): Promise<GroupedOffers> {
    const { records } = await this.callables.call('vouchers-getAllVouchers', { location, crmId });
    return {
      myOffers: records.filter((record) => record.group === 'mine').map(offerFromWire),
      otherOffers: records.filter((record) => record.group === 'other').map(offerFromWire),
    };
  }
}
