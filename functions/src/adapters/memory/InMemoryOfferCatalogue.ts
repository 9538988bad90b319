import type { Tier } from '@met/scheme';
import type { OfferCatalogue, VoucherRecord } from '../../ports/OfferCatalogue';
import { copy, type MemoryState } from './MemoryState';

export class InMemoryOfferCatalogue implements OfferCatalogue {
  constructor(private readonly state: MemoryState) {}

  async find(voucherId: string): Promise<VoucherRecord | undefined> {
    const voucher = this.state.vouchers[voucherId];
    return voucher && copy(voucher);
  }

  async listIssuedTo(customerNumber: string): Promise<VoucherRecord[]> {
    return this.where(
      ({ audience }) => audience.kind === 'member' && audience.customerNumber === customerNumber,
    );
  }

  async listOpenToTier(tier: Tier): Promise<VoucherRecord[]> {
    return this.where(({ audience }) => audience.kind === 'tiers' && audience.tiers.includes(tier));
  }

  private where(matches: (voucher: VoucherRecord) => boolean): VoucherRecord[] {
    return Object.values(this.state.vouchers).filter(matches).map(copy);
  }
}
