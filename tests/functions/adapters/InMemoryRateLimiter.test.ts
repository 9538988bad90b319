import { describe, expect, it } from 'vitest';
import { InMemoryRateLimiter } from '../../../functions/src/adapters/memory/InMemoryRateLimiter';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import { limiterRecordId } from '../../../functions/src/domain/limiterRecordId';

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.parse('2026-03-10T12:00:00Z') + minutes * MINUTE);

describe('the in-memory limiter records', () => {
  it('expire at the end of the window of their newest use', async () => {
    const state = emptyMemoryState();
    const limiter = new InMemoryRateLimiter(state);

    await limiter.tryConsume('mail-caller:203.0.113.7', 3, 10 * MINUTE, at(0));
    await limiter.tryConsume('mail-caller:203.0.113.7', 3, 10 * MINUTE, at(4));

    expect(state.rateLimits[await limiterRecordId('mail-caller:203.0.113.7')]).toEqual({
      uses: [at(0).toISOString(), at(4).toISOString()],
      expiresAt: at(14).toISOString(),
    });
  });

  it('are dropped once expired, so invented callers leave nothing behind', async () => {
    const state = emptyMemoryState();
    const limiter = new InMemoryRateLimiter(state);
    for (let n = 0; n < 50; n += 1) {
      await limiter.tryConsume(`support-ticket|address|198.51.100.${n}`, 10, 60 * MINUTE, at(0));
    }
    await limiter.tryConsume('guess:caller:203.0.113.7', 20, 15 * MINUTE, at(59));
    expect(Object.keys(state.rateLimits)).toHaveLength(51);

    await limiter.tryConsume('guess:caller:203.0.113.7', 20, 15 * MINUTE, at(60));

    expect(Object.keys(state.rateLimits)).toEqual([
      await limiterRecordId('guess:caller:203.0.113.7'),
    ]);
  });

  it('drop a record saved before records expired, and count afresh', async () => {
    const state = emptyMemoryState();
    const id = await limiterRecordId('mail-caller:203.0.113.7');
    // A world saved in localStorage before records had expiresAt: a bare list of uses.
    Object.assign(state.rateLimits, { [id]: [at(0).toISOString()] });
    const limiter = new InMemoryRateLimiter(state);

    expect(await limiter.tryConsume('mail-caller:203.0.113.7', 1, 10 * MINUTE, at(1))).toBe(true);
    expect(state.rateLimits[id]?.expiresAt).toBe(at(11).toISOString());
  });

  it('keep their expiry when a use is given back, and go with their last use', async () => {
    const state = emptyMemoryState();
    const limiter = new InMemoryRateLimiter(state);
    const id = await limiterRecordId('guess:email:ada@example.com');
    await limiter.tryConsume('guess:email:ada@example.com', 5, 15 * MINUTE, at(0));
    await limiter.tryConsume('guess:email:ada@example.com', 5, 15 * MINUTE, at(1));

    await limiter.giveBack('guess:email:ada@example.com', at(1));
    expect(state.rateLimits[id]).toEqual({
      uses: [at(0).toISOString()],
      expiresAt: at(16).toISOString(),
    });
    await limiter.giveBack('guess:email:ada@example.com', at(0));
    expect(state.rateLimits[id]).toBeUndefined();
  });
});
