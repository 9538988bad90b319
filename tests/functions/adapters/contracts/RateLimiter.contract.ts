import { expect, it } from 'vitest';
import { emptyMemoryState } from '../../../../functions/src/adapters/memory/MemoryState';
import type { StatePortsFixture } from './StatePorts';

const MINUTE = 60_000;
const WINDOW = 10 * MINUTE;
const at = (minutes: number) => new Date(Date.parse('2026-03-10T12:00:00Z') + minutes * MINUTE);

export function rateLimiterContract(fixture: StatePortsFixture): void {
  it('allows `limit` uses in the window, then none until the oldest leaves it', async () => {
    const { rateLimiter } = await fixture(emptyMemoryState());
    const key = 'verification-email:ada/lovelace@example.com';

    const outcomes = [];
    for (const minute of [0, 1, 2, 3]) {
      outcomes.push(await rateLimiter.tryConsume(key, 3, WINDOW, at(minute)));
    }

    expect(outcomes).toEqual([true, true, true, false]);
    expect(await rateLimiter.tryConsume(key, 3, WINDOW, at(10.5))).toBe(true);
    expect(await rateLimiter.tryConsume('another-key', 3, WINDOW, at(3))).toBe(true);
  });

  it('answers every use of a burst on one key, and admits exactly the limit of it', async () => {
    const { rateLimiter } = await fixture(emptyMemoryState());
    const key = 'engagement|uid|script';

    const burst = await Promise.allSettled(
      Array.from({ length: 40 }, () => rateLimiter.tryConsume(key, 25, WINDOW, at(0))),
    );

    expect(burst.filter((use) => use.status === 'rejected')).toEqual([]);
    const admitted = burst.filter((use) => use.status === 'fulfilled' && use.value === true);
    expect(admitted).toHaveLength(25);
    expect(await rateLimiter.recentUses(key, WINDOW, at(1))).toHaveLength(25);
  });

  it('takes back one use given back, and ignores a use it never counted', async () => {
    const { rateLimiter } = await fixture(emptyMemoryState());
    const key = 'guess:email:grace@example.com';
    await rateLimiter.tryConsume(key, 2, WINDOW, at(0));
    await rateLimiter.tryConsume(key, 2, WINDOW, at(1));

    await rateLimiter.giveBack(key, at(1));
    await rateLimiter.giveBack(key, at(5));
    await rateLimiter.giveBack('never-used', at(1));

    expect(await rateLimiter.tryConsume(key, 2, WINDOW, at(2))).toBe(true);
    expect(await rateLimiter.tryConsume(key, 2, WINDOW, at(3))).toBe(false);
  });

  it('reads the uses in a window, oldest first, without counting any', async () => {
    const { rateLimiter } = await fixture(emptyMemoryState());
    const key = 'mail-sent:password-reset:ada@example.com';
    for (const minute of [0, 4, 7]) await rateLimiter.tryConsume(key, 5, WINDOW, at(minute));

    const read = await rateLimiter.recentUses(key, 5 * MINUTE, at(8));

    expect(read).toEqual([at(4), at(7)]);
    expect(await rateLimiter.recentUses('never-used', WINDOW, at(8))).toEqual([]);
    expect(await rateLimiter.recentUses(key, WINDOW, at(8))).toHaveLength(3);
  });
}
