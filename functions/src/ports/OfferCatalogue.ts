import type { Tier } from '@met/scheme';
import type { Voucher } from '@met/scheme/contract';

/** Who a voucher is for: one member (My Offers) or everyone in some tiers (Other Offers). */
export type VoucherAudience =
  { kind: 'member'; customerNumber: string } | { kind: 'tiers'; tiers: Tier[] };

export interface VoucherRecord extends Omit<Voucher, 'group' | 'redeemed'> {
  audience: VoucherAudience;
}

/** Vouchers and offers of the system of record. */
export interface OfferCatalogue {
  find(voucherId: string): Promise<VoucherRecord | undefined>;
  /** Vouchers issued to this member, expired ones included. */
  listIssuedTo(customerNumber: string): Promise<VoucherRecord[]>;
  /** Offers open to everyone in this tier, expired ones included. */
  listOpenToTier(tier: Tier): Promise<VoucherRecord[]>;
}
