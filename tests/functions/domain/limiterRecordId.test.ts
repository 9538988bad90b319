import { describe, expect, it } from 'vitest';
import { InMemoryRateLimiter } from '../../../functions/src/adapters/memory/InMemoryRateLimiter';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import { limiterRecordId } from '../../../functions/src/domain/limiterRecordId';

describe('limiter records', () => {
  it('are stored under a SHA-256 of the key, never the email or address itself', async () => {
    const state = emptyMemoryState();
    const limiter = new InMemoryRateLimiter(state);

    await limiter.tryConsume('guess:email:ada@example.com', 5, 60_000, new Date());
    await limiter.tryConsume('guess:caller:203.0.113.7', 5, 60_000, new Date());

    const stored = JSON.stringify(state.rateLimits);
    expect(stored).not.toContain('ada@example.com');
    expect(stored).not.toContain('203.0.113.7');
    expect(Object.keys(state.rateLimits)).toEqual([
      await limiterRecordId('guess:email:ada@example.com'),
      await limiterRecordId('guess:caller:203.0.113.7'),
    ]);
    expect(Object.keys(state.rateLimits)[0]).toMatch(/^[0-9a-f]{64}$/);
  });
});
