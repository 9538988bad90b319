import type { Firestore } from 'firebase-admin/firestore';
import type { Tier } from '@met/scheme';
import type { Benefits } from '@met/scheme/contract';
import type { BenefitsCatalogue } from '../../ports/BenefitsCatalogue';
import { COLLECTIONS } from './collections';

/** benefits: one document per tier and venue (fields tier and venueId). */
export class FirestoreBenefitsCatalogue implements BenefitsCatalogue {
  constructor(private readonly db: Firestore) {}

  async find(tier: Tier, venueId: number): Promise<Benefits | undefined> {
    const snapshot = await this.db
      .collection(COLLECTIONS.benefits)
      .where('tier', '==', tier)
      .where('venueId', '==', venueId)
      .limit(1)
      .get();
    return snapshot.docs[0]?.data() as Benefits | undefined;
  }
}
