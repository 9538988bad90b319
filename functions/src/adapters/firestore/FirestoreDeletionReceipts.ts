import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { DeletionReceipt, DeletionReceipts } from '../../ports/DeletionReceipts';
import { COLLECTIONS, isDocumentId } from './collections';
import { inTransaction } from './transactions';

/** deletionReceipts/{uid}: closed to clients by firestore.rules' default deny. */
export class FirestoreDeletionReceipts implements DeletionReceipts {
  constructor(private readonly db: Firestore) {}

  async open(fresh: DeletionReceipt): Promise<DeletionReceipt> {
    const ref = this.db.collection(COLLECTIONS.deletionReceipts).doc(fresh.uid);
    return inTransaction(this.db, async (tx) => {
      const held = await tx.get(ref);
      if (held.exists) return toReceipt(held.data()!);
      tx.create(ref, { ...fresh });
      return { ...fresh };
    });
  }

  async find(uid: string): Promise<DeletionReceipt | undefined> {
    if (!isDocumentId(uid)) return undefined;
    const held = await this.db.collection(COLLECTIONS.deletionReceipts).doc(uid).get();
    return held.exists ? toReceipt(held.data()!) : undefined;
  }

  async markMailed(uid: string, at: string): Promise<void> {
    if (!isDocumentId(uid)) return;
    const ref = this.db.collection(COLLECTIONS.deletionReceipts).doc(uid);
    if ((await ref.get()).exists) await ref.update({ mailedAt: at });
  }
}

function toReceipt(data: DocumentData): DeletionReceipt {
  return {
    reference: String(data.reference),
    uid: String(data.uid),
    requestedAt: String(data.requestedAt),
    ...(typeof data.mailedAt === 'string' ? { mailedAt: data.mailedAt } : {}),
  };
}
