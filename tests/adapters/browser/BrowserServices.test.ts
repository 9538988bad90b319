// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserScheduler } from '../../../src/adapters/browser/BrowserScheduler';
import { SystemClock } from '../../../src/adapters/browser/SystemClock';

afterEach(() => {
  vi.useRealTimers();
});

describe('BrowserScheduler', () => {
  it('runs a task after its delay unless cancelled first', () => {
    vi.useFakeTimers();
    const scheduler = new BrowserScheduler();
    const ran: string[] = [];

    scheduler.after(3000, () => ran.push('kept'));
    const cancel = scheduler.after(3000, () => ran.push('cancelled'));
    cancel();
    vi.advanceTimersByTime(2999);
    const early = [...ran];
    vi.advanceTimersByTime(1);

    expect(early).toEqual([]);
    expect(ran).toEqual(['kept']);
  });
});

describe('SystemClock', () => {
  it('reads the device clock', () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z') });

    expect(new SystemClock().now()).toEqual(new Date('2026-03-10T12:00:00Z'));
  });
});
