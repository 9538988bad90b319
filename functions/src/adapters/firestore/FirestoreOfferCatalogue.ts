import type { Firestore } from 'firebase-admin/firestore';
import type { Tier } from '@met/scheme';
import type { OfferCatalogue, VoucherRecord } from '../../ports/OfferCatalogue';
import { COLLECTIONS, isDocumentId } from './collections';

/** vouchers/{voucherId}: issued to one member (audience.customerNumber) or open to tiers. */
export class FirestoreOfferCatalogue implements OfferCatalogue {
  constructor(private readonly db: Firestore) {}

  async find(voucherId: string): Promise<VoucherRecord | undefined> {
    if (!isDocumentId(voucherId)) return undefined;
    const snapshot = await this.vouchers().doc(voucherId).get();
    return snapshot.exists ? (snapshot.data() as VoucherRecord) : undefined;
  }

  async listIssuedTo(customerNumber: string): Promise<VoucherRecord[]> {
    const snapshot = await this.vouchers()
      .where('audience.customerNumber', '==', customerNumber)
      .get();
    return snapshot.docs
      .map((doc) => doc.data() as VoucherRecord)
      .filter(({ audience }) => audience.kind === 'member');
  }

  async listOpenToTier(tier: Tier): Promise<VoucherRecord[]> {
    const snapshot = await this.vouchers().where('audience.tiers', 'array-contains', tier).get();
    return snapshot.docs
      .map((doc) => doc.data() as VoucherRecord)
      .filter(({ audience }) => audience.kind === 'tiers');
  }

  private vouchers() {
    return this.db.collection(COLLECTIONS.vouchers);
  }
}
