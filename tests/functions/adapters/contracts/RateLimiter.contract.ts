import { expect, it } from 'vitest';
import { emptyMemoryState } from '../../../../functions/src/adapters/memory/MemoryState';
import type { StatePortsFixture } from './StatePorts';

const MINUTE = 60_000;
const WINDOW = 10 * MINUTE;

export function rateLimiterContract(fixture: StatePortsFixture): void {
  it('allows `limit` uses in the window, then none until the oldest leaves it', async () => {
    const { rateLimiter } = await fixture(emptyMemoryState());
    const key = 'verification-email:ada/lovelace@example.com';
    const at = (minutes: number) => new Date(Date.parse('2026-03-10T12:00:00Z') + minutes * MINUTE);

    const outcomes = [];
    for (const minute of [0, 1, 2, 3]) {
      outcomes.push(await rateLimiter.tryConsume(key, 3, WINDOW, at(minute)));
    }

    expect(outcomes).toEqual([true, true, true, false]);
    expect(await rateLimiter.tryConsume(key, 3, WINDOW, at(10.5))).toBe(true);
    expect(await rateLimiter.tryConsume('another-key', 3, WINDOW, at(3))).toBe(true);
  });
}
