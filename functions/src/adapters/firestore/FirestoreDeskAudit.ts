import type { Firestore } from 'firebase-admin/firestore';
import type { DeskAudit, DeskAuditEntry } from '../../ports/DeskAudit';
import { COLLECTIONS } from './collections';
import { toTimestamp } from './timestamps';

/** deskAudit/{auto id}: appended to, never changed; closed to clients by firestore.rules. */
export class FirestoreDeskAudit implements DeskAudit {
  constructor(private readonly db: Firestore) {}

  async append(entry: DeskAuditEntry): Promise<void> {
    await this.db.collection(COLLECTIONS.deskAudit).add({ ...entry, at: toTimestamp(entry.at) });
  }
}
