import { feature } from '../kernel/feature';
import { ForgetRedeemedCodes } from './ForgetRedeemedCodes';
import { LoadOfferCode } from './LoadOfferCode';
import { LoadOffers } from './LoadOffers';
import { OffersLayout } from './OffersLayout';
import { OffersStore } from './OffersStore';

/** The member's offers (the spec's and the wire's vouchers), their QR codes and their layout. */
export const offers = feature('offers', [
  OffersStore,
  OffersLayout,
  LoadOffers,
  LoadOfferCode,
  ForgetRedeemedCodes,
]);
