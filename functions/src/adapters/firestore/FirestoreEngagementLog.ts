import type { Firestore } from 'firebase-admin/firestore';
import type { EngagementLog, EngagementRecord } from '../../ports/EngagementLog';
import { COLLECTIONS } from './collections';
import { toIso, toTimestamp } from './timestamps';

/**
 * engagementEvents/{auto id}: appended to, never changed; closed to clients by firestore.rules.
 * `at` is a Timestamp exempt from indexing (a field written with the time of every call would
 * make one hot index range), `expiresAt` the field of the collection's TTL policy; both are
 * firestore.indexes.json's fieldOverrides. The operator counts by `londonDay`.
 */
export class FirestoreEngagementLog implements EngagementLog {
  constructor(private readonly db: Firestore) {}

  async append(record: EngagementRecord): Promise<void> {
    await this.db.collection(COLLECTIONS.engagementEvents).add({
      ...record,
      at: toTimestamp(record.at),
      expiresAt: toTimestamp(record.expiresAt),
    });
  }

  async onDay(londonDay: string): Promise<EngagementRecord[]> {
    const snapshot = await this.db
      .collection(COLLECTIONS.engagementEvents)
      .where('londonDay', '==', londonDay)
      .get();
    return snapshot.docs.map((doc) => {
      const data = doc.data();
      return {
        ...data,
        at: toIso(data.at),
        expiresAt: toIso(data.expiresAt),
      } as EngagementRecord;
    });
  }
}
