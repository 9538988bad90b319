import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTimeout } from '../../../src/adapters/firebase/withTimeout';

describe('withTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('rejects with the timeout error when the work never settles', async () => {
    vi.useFakeTimers();
    const never = new Promise<string>(() => undefined);

    const outcome = withTimeout(never, 15_000, () => new Error('too slow')).catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(15_000);

    expect(await outcome).toEqual(new Error('too slow'));
  });

  it('answers like the work when it settles in time', async () => {
    vi.useFakeTimers();

    const outcome = withTimeout(Promise.resolve('done'), 15_000, () => new Error('too slow'));

    await expect(outcome).resolves.toBe('done');
    expect(vi.getTimerCount()).toBe(0);
  });
});
