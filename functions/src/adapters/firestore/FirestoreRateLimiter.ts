import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { RateLimiter } from '../../ports/RateLimiter';
import { COLLECTIONS, documentIdFor } from './collections';
import { toIso, toTimestamp } from './timestamps';

/** rateLimits/{key}: the instants of recent uses, checked and counted in one transaction. */
export class FirestoreRateLimiter implements RateLimiter {
  constructor(private readonly db: Firestore) {}

  async tryConsume(key: string, limit: number, windowMs: number, now: Date): Promise<boolean> {
    const ref = this.db.collection(COLLECTIONS.rateLimits).doc(documentIdFor(key));
    const since = now.getTime() - windowMs;
    return this.db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      const stored: Timestamp[] = snapshot.exists ? (snapshot.data()!.uses ?? []) : [];
      const recent = stored.map(toIso).filter((at) => Date.parse(at) > since);
      const allowed = recent.length < limit;
      const uses = allowed ? [...recent, now.toISOString()] : recent;
      tx.set(ref, { uses: uses.map(toTimestamp) });
      return allowed;
    });
  }
}
