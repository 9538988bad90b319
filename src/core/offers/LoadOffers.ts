import { inject, injectable } from 'inversify';
import { offerFromWire } from './fromWire';
import type { Offer } from './Offer';
import { CallablesPort } from '../ports/CallablesPort';
import { ForgetRedeemedCodes } from './ForgetRedeemedCodes';

/**
 * Offers as the offers page shows them (spec section 2): My Offers and Other Offers to use, and
 * the vouchers already redeemed at a desk (issue 30), whichever group they came from.
 */
export interface GroupedOffers {
  myOffers: Offer[];
  otherOffers: Offer[];
  used: Offer[];
}

/** The member's offers (vouchers-getAllVouchers), grouped; a redeemed voucher's kept code goes. */
@injectable()
export class LoadOffers {
  constructor(
    @inject(CallablesPort) private readonly callables: CallablesPort,
    @inject(ForgetRedeemedCodes) private readonly forgetRedeemedCodes: ForgetRedeemedCodes,
  ) {}

  /** @throws FunctionError, MalformedResponseError. */
  async execute(location: string, crmId: string): Promise<GroupedOffers> {
    const { records } = await this.callables.call('vouchers-getAllVouchers', { location, crmId });
    const offers = records.map((record) => ({ group: record.group, offer: offerFromWire(record) }));
    const toUse = offers.filter(({ offer }) => offer.redeemed === null);
    const used = offers.filter(({ offer }) => offer.redeemed !== null).map(({ offer }) => offer);
    this.forgetRedeemedCodes.execute(used.map(({ id }) => id));
    return {
      myOffers: toUse.filter(({ group }) => group === 'mine').map(({ offer }) => offer),
      otherOffers: toUse.filter(({ group }) => group === 'other').map(({ offer }) => offer),
      used: used.sort((a, b) => (b.redeemed?.at ?? '').localeCompare(a.redeemed?.at ?? '')),
    };
  }
}
