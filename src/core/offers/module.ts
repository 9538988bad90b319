import { feature } from '../kernel/feature';
import { LoadOfferCode } from './LoadOfferCode';
import { LoadOffers } from './LoadOffers';
import { OffersStore } from './OffersStore';

/** The member's offers (the spec's and the wire's vouchers) and their QR codes. */
export const offers = feature('offers', [OffersStore, LoadOffers, LoadOfferCode]);
