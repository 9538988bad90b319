import type { Voucher as WireVoucher } from '@met/scheme/contract';

/** A redeemable offer issued to the member (My Offers), in wire shape; fields may be overridden. */
export function anOffer(overrides: Partial<WireVoucher> = {}): WireVoucher {
  return {
    id: 'voucher-1',
    title: 'Free drink',
    description: 'One soft drink at the bar.',
    terms: 'One per visit.',
    image: '/images/vouchers/drink.png',
    expiresOn: '2026-04-30',
    group: 'mine',
    redeemable: true,
    redeemed: null,
    ...overrides,
  };
}
