import { callableQuery, type AnswerEffects } from '../kernel/query/QueryDefinition';
import { paintedPath } from '../kernel/paintedScreen';
import { pathTo } from '../navigation/routes';
import { offerFromWire } from './fromWire';
import type { Offer } from './Offer';

/**
 * Offers as the offers page shows them (spec section 2): My Offers and Other Offers to use, and
 * the vouchers already redeemed at a desk, whichever group they came from.
 */
export interface GroupedOffers {
  myOffers: Offer[];
  otherOffers: Offer[];
  used: Offer[];
}

/** An offer a desk has redeemed: when and where are known. */
type UsedOffer = Offer & { redeemed: NonNullable<Offer['redeemed']> };

function isUsed(offer: Offer): offer is UsedOffer {
  return offer.redeemed !== null;
}

/** The QR code that redeems one offer, as an image data URL (its expiry is the query's). */
export interface OfferCodeImage {
  imageUrl: string;
}

/**
 * An offer's QR code (vouchers-generateQrCode). Kept on the device, and shown before the network
 * answers only while staff would still accept it (DECISIONS.md "Offers and voucher codes: QR
 * codes expire"); an expired one stands in only when the network fails, its expiry said plainly.
 */
export const offerCodeQuery = callableQuery({
  callable: 'vouchers-generateQrCode',
  request: (offerId: string) => ({ voucherId: offerId }),
  map: ({ base64Png }): OfferCodeImage => ({ imageUrl: `data:image/png;base64,${base64Png}` }),
  usableUntil: ({ expiresAt }) => new Date(expiresAt),
  onDevice: true,
});

/**
 * A redeemed voucher's code is not shown again: its saved code and the painted copy of its page,
 * which would show the code before the app runs, are forgotten.
 */
export function forgetRedeemedCode(effects: AnswerEffects, offerId: string): void {
  effects.forget(offerCodeQuery, offerId);
  effects.forgetScreen(paintedPath(pathTo('offerDetails', { id: offerId })));
}

/**
 * The member's offers (vouchers-getAllVouchers), grouped. A voucher the answer says is used is
 * not shown with a code again (forgetRedeemedCode).
 */
export const offersQuery = callableQuery({
  callable: 'vouchers-getAllVouchers',
  request: ({ location, crmId }: { location: string; crmId: string }) => ({ location, crmId }),
  map: ({ records }): GroupedOffers => {
    const offers = records.map((record) => ({ group: record.group, offer: offerFromWire(record) }));
    const toUse = offers.filter(({ offer }) => offer.redeemed === null);
    const used = offers.map(({ offer }) => offer).filter(isUsed);
    return {
      myOffers: toUse.filter(({ group }) => group === 'mine').map(({ offer }) => offer),
      otherOffers: toUse.filter(({ group }) => group === 'other').map(({ offer }) => offer),
      used: used.sort((a, b) => b.redeemed.at.localeCompare(a.redeemed.at)),
    };
  },
  answered: ({ used }, effects) => {
    for (const { id } of used) forgetRedeemedCode(effects, id);
  },
  onDevice: true,
});
