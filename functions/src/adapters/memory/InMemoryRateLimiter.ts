import { inject, injectable } from 'inversify';
import type { RateLimiter } from '../../ports/RateLimiter';
import { MemoryState } from './MemoryState';

@injectable()
export class InMemoryRateLimiter implements RateLimiter {
  constructor(@inject(MemoryState) private readonly state: MemoryState) {}

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
