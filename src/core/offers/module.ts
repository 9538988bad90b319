import { feature } from '../kernel/feature';
import { LoadVoucherQr } from './LoadVoucherQr';
import { LoadVouchers } from './LoadVouchers';
import { OffersStore } from './OffersStore';

/** The member's offers (the spec's vouchers) and their QR codes. */
export const offers = feature('offers', [OffersStore, LoadVouchers, LoadVoucherQr]);
