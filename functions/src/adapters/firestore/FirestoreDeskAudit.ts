import type { Firestore } from 'firebase-admin/firestore';
import type { DeskAudit, DeskAuditEntry } from '../../ports/DeskAudit';
import { COLLECTIONS } from './collections';
import { PERSONAL_READ_LIMIT } from './FirestorePersonalRecords';
import { toIso, toTimestamp } from './timestamps';

/**
 * deskAudit/{auto id}: appended to, never changed; closed to clients by firestore.rules. A
 * member's entries are read by single-field equality on customerNumber (no composite index).
 */
export class FirestoreDeskAudit implements DeskAudit {
  constructor(private readonly db: Firestore) {}

  async append(entry: DeskAuditEntry): Promise<void> {
    await this.db.collection(COLLECTIONS.deskAudit).add({ ...entry, at: toTimestamp(entry.at) });
  }

  async ofMember(customerNumber: string): Promise<DeskAuditEntry[]> {
    const snapshot = await this.db
      .collection(COLLECTIONS.deskAudit)
      .where('customerNumber', '==', customerNumber)
      .limit(PERSONAL_READ_LIMIT)
      .get();
    return snapshot.docs.map((doc) => {
      const stored = doc.data();
      return { ...stored, at: toIso(stored.at) } as DeskAuditEntry;
    });
  }
}
