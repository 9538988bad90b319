import type { RateLimiter } from '../../ports/RateLimiter';
import type { MemoryState } from './MemoryState';

export class InMemoryRateLimiter implements RateLimiter {
  constructor(private readonly state: MemoryState) {}

  async tryConsume(key: string, limit: number, windowMs: number, now: Date): Promise<boolean> {
    const since = now.getTime() - windowMs;
    const recent = (this.state.rateLimits[key] ?? []).filter((at) => Date.parse(at) > since);
    if (recent.length >= limit) {
      this.state.rateLimits[key] = recent;
      return false;
    }
    this.state.rateLimits[key] = [...recent, now.toISOString()];
    return true;
  }
}
