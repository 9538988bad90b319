import { feature } from '../kernel/feature';
import { OffersLayout } from './OffersLayout';
import { OffersStore } from './OffersStore';

/** The member's offers (the spec's and the wire's vouchers), their QR codes and their layout. */
export const offers = feature('offers', [OffersStore, OffersLayout]);
