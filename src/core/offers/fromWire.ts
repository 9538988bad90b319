import type { Voucher as WireVoucher } from '@met/scheme/contract';
import type { Offer } from './Offer';

/* The wire's records (CRM and CMS spellings, ISO strings) become this feature's models here, once. */

export function offerFromWire(wire: WireVoucher): Offer {
  return {
    id: wire.id,
    title: wire.title,
    description: wire.description,
    terms: wire.terms,
    image: wire.image,
    expiresOn: wire.expiresOn,
    redeemable: wire.redeemable,
    redeemed: wire.redeemed === null ? null : { ...wire.redeemed },
  };
}
