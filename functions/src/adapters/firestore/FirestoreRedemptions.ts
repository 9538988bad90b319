import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { Redemption, RedemptionOutcome, Redemptions } from '../../ports/Redemptions';
import { COLLECTIONS, documentIdFor } from './collections';
import { isAlreadyExists } from './firestoreErrors';
import { toIso, toTimestamp } from './timestamps';

/** A membership redeems a few vouchers a week: a cap keeps one read bounded all the same. */
const READ_LIMIT = 1000;

/**
 * redemptions/{documentIdFor(customerNumber, voucherId)}: closed to clients by firestore.rules.
 * One create() per press, keyed by membership and voucher, as a spin is by membership and day:
 * Firestore commits it atomically and refuses every other create of the same document, so of
 * any number of presses at once exactly one is written; the others read the one held.
 */
export class FirestoreRedemptions implements Redemptions {
  constructor(private readonly db: Firestore) {}

  async redeemOnce(redemption: Redemption): Promise<RedemptionOutcome> {
    const ref = this.ref(redemption.customerNumber, redemption.voucherId);
    try {
      await ref.create({ ...redemption, at: toTimestamp(redemption.at) });
      return { created: true, redemption: { ...redemption } };
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      const held = await ref.get();
      return { created: false, redemption: toRedemption(held.data()!) };
    }
  }

  async find(customerNumber: string, voucherId: string): Promise<Redemption | undefined> {
    const held = await this.ref(customerNumber, voucherId).get();
    return held.exists ? toRedemption(held.data()!) : undefined;
  }

  async listFor(customerNumber: string): Promise<Redemption[]> {
    const snapshot = await this.db
      .collection(COLLECTIONS.redemptions)
      .where('customerNumber', '==', customerNumber)
      .limit(READ_LIMIT)
      .get();
    return snapshot.docs.map((doc) => toRedemption(doc.data()));
  }

  private ref(customerNumber: string, voucherId: string) {
    return this.db
      .collection(COLLECTIONS.redemptions)
      .doc(documentIdFor(customerNumber, voucherId));
  }
}

function toRedemption(data: DocumentData): Redemption {
  return {
    customerNumber: String(data.customerNumber),
    voucherId: String(data.voucherId),
    title: String(data.title ?? ''),
    at: toIso(data.at),
    venueId: Number(data.venueId),
    venueName: String(data.venueName ?? ''),
    staffUid: String(data.staffUid ?? ''),
    staffEmail: String(data.staffEmail ?? ''),
    code: String(data.code ?? ''),
  };
}
