import { limiterRecordId } from '../../domain/limiterRecordId';
import { limiterExpiry, recentIn, type RateLimiter } from '../../ports/RateLimiter';
import type { LimiterRecord, MemoryState } from './MemoryState';

/**
 * state.rateLimits[limiterRecordId(key)]: the instants of recent uses and when the record expires.
 * Every count first drops the records that have expired, as Firestore's TTL policy does for
 * rateLimits (DECISIONS.md "Security and abuse limits: who the caller is").
 */
export class InMemoryRateLimiter implements RateLimiter {
  constructor(private readonly state: MemoryState) {}

  async tryConsume(key: string, limit: number, windowMs: number, now: Date): Promise<boolean> {
    const id = await limiterRecordId(key);
    this.dropExpired(now);
    const since = now.getTime() - windowMs;
    const recent = usesOf(this.state.rateLimits[id]).filter((at) => Date.parse(at) > since);
    const allowed = recent.length < limit;
    this.store(id, allowed ? [...recent, now.toISOString()] : recent, windowMs);
    return allowed;
  }

  async giveBack(key: string, usedAt: Date): Promise<void> {
    const id = await limiterRecordId(key);
    const record = this.state.rateLimits[id];
    const uses = usesOf(record);
    const index = uses.indexOf(usedAt.toISOString());
    if (!record || index < 0) return;
    const remaining = uses.filter((_, at) => at !== index);
    if (remaining.length === 0) delete this.state.rateLimits[id];
    else this.state.rateLimits[id] = { uses: remaining, expiresAt: record.expiresAt };
  }

  async recentUses(key: string, windowMs: number, now: Date): Promise<Date[]> {
    const id = await limiterRecordId(key);
    return recentIn(usesOf(this.state.rateLimits[id]), windowMs, now);
  }

  private store(id: string, uses: string[], windowMs: number): void {
    const expiresAt = limiterExpiry(uses, windowMs);
    if (expiresAt === undefined) delete this.state.rateLimits[id];
    else this.state.rateLimits[id] = { uses, expiresAt: expiresAt.toISOString() };
  }

  /** Records whose window has passed, and any saved before records expired (no expiresAt). */
  private dropExpired(now: Date): void {
    for (const [id, record] of Object.entries(this.state.rateLimits)) {
      if (!(Date.parse(record?.expiresAt) > now.getTime())) delete this.state.rateLimits[id];
    }
  }
}

/** The uses of a record; none for a missing one, or one saved before records expired. */
function usesOf(record: LimiterRecord | undefined): string[] {
  return Array.isArray(record?.uses) ? record.uses : [];
}
