import { limiterRecordId } from '../../domain/limiterRecordId';
import type { RateLimiter } from '../../ports/RateLimiter';
import type { MemoryState } from './MemoryState';

/** state.rateLimits[limiterRecordId(key)]: the instants of recent uses. */
export class InMemoryRateLimiter implements RateLimiter {
  constructor(private readonly state: MemoryState) {}

  async tryConsume(key: string, limit: number, windowMs: number, now: Date): Promise<boolean> {
    const id = await limiterRecordId(key);
    const since = now.getTime() - windowMs;
    const recent = (this.state.rateLimits[id] ?? []).filter((at) => Date.parse(at) > since);
    if (recent.length >= limit) {
      this.state.rateLimits[id] = recent;
      return false;
    }
    this.state.rateLimits[id] = [...recent, now.toISOString()];
    return true;
  }

  async giveBack(key: string, usedAt: Date): Promise<void> {
    const id = await limiterRecordId(key);
    const uses = this.state.rateLimits[id];
    if (!uses) return;
    const index = uses.indexOf(usedAt.toISOString());
    if (index < 0) return;
    const remaining = uses.filter((_, at) => at !== index);
    if (remaining.length === 0) delete this.state.rateLimits[id];
    else this.state.rateLimits[id] = remaining;
  }

  async forget(keys: readonly string[]): Promise<void> {
    for (const key of keys) delete this.state.rateLimits[await limiterRecordId(key)];
  }
}
