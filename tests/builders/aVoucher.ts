import type { Voucher } from '@met/scheme/contract';

/** A redeemable voucher issued to the member (My Offers); fields may be overridden. */
export function aVoucher(overrides: Partial<Voucher> = {}): Voucher {
  return {
    id: 'voucher-1',
    title: 'Free drink',
    description: 'One soft drink at the bar.',
    terms: 'One per visit.',
    image: '/images/vouchers/drink.png',
    expiresOn: '2026-04-30',
    group: 'mine',
    redeemable: true,
    ...overrides,
  };
}
