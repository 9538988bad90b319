import type {
  DocumentReference,
  Firestore,
  Timestamp,
  Transaction,
} from 'firebase-admin/firestore';
import { limiterRecordId } from '../../domain/limiterRecordId';
import { limiterExpiry, recentIn, type RateLimiter } from '../../ports/RateLimiter';
import { COLLECTIONS } from './collections';
import { toIso, toTimestamp } from './timestamps';
import { OneAtATime } from './oneAtATime';
import { inTransaction } from './transactions';

/**
 * rateLimits/{limiterRecordId(key)}: the instants of recent uses, checked and changed in one
 * transaction per key, and expiresAt, the end of the window of the newest use: the field of the
 * collection group's TTL policy, so Firestore deletes a record once it counts for nothing
 * (DECISIONS.md "Security and abuse limits: who the caller is"; docs/BACKEND.md's deploy steps).
 * A key's changes queue within this process (OneAtATime): a flood from one login is a burst on one
 * record, and its transactions would otherwise contend until some failed instead of counting.
 */
export class FirestoreRateLimiter implements RateLimiter {
  readonly #perRecord = new OneAtATime();

  constructor(private readonly db: Firestore) {}

  async tryConsume(key: string, limit: number, windowMs: number, now: Date): Promise<boolean> {
    const ref = await this.refFor(key);
    const since = now.getTime() - windowMs;
    return this.#inTransactionOn(ref, async (tx) => {
      const snapshot = await tx.get(ref);
      const recent = usesIn(snapshot.data()).filter((at) => Date.parse(at) > since);
      const allowed = recent.length < limit;
      const uses = allowed ? [...recent, now.toISOString()] : recent;
      const expiresAt = limiterExpiry(uses, windowMs);
      if (expiresAt === undefined) tx.delete(ref);
      else tx.set(ref, { uses: uses.map(toTimestamp), expiresAt });
      return allowed;
    });
  }

  async giveBack(key: string, usedAt: Date): Promise<void> {
    const ref = await this.refFor(key);
    await this.#inTransactionOn(ref, async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return;
      const uses = usesIn(snapshot.data());
      const index = uses.indexOf(usedAt.toISOString());
      if (index < 0) return;
      const remaining = uses.filter((_, at) => at !== index);
      if (remaining.length === 0) tx.delete(ref);
      // The record keeps its expiresAt: the end of a window no remaining use outlives.
      else tx.update(ref, { uses: remaining.map(toTimestamp) });
    });
  }

  async recentUses(key: string, windowMs: number, now: Date): Promise<Date[]> {
    const snapshot = await (await this.refFor(key)).get();
    return recentIn(usesIn(snapshot.data()), windowMs, now);
  }

  #inTransactionOn<T>(ref: DocumentReference, update: (tx: Transaction) => Promise<T>) {
    return this.#perRecord.run(ref.path, () => inTransaction(this.db, update));
  }

  private async refFor(key: string) {
    return this.db.collection(COLLECTIONS.rateLimits).doc(await limiterRecordId(key));
  }
}

function usesIn(data: { uses?: Timestamp[] } | undefined): string[] {
  return (data?.uses ?? []).map(toIso);
}
