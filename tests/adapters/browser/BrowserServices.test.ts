// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserScheduler } from '../../../src/adapters/browser/BrowserScheduler';
import { DataLayerAnalytics } from '../../../src/adapters/browser/DataLayerAnalytics';
import { SystemClock } from '../../../src/adapters/browser/SystemClock';

interface WindowWithDataLayer extends Window {
  dataLayer?: unknown[];
}

afterEach(() => {
  vi.useRealTimers();
  delete (window as WindowWithDataLayer).dataLayer;
});

describe('DataLayerAnalytics', () => {
  it('pushes customer_engagement events to window.dataLayer, creating it when missing', () => {
    const analytics = new DataLayerAnalytics();

    analytics.customerEngagement('optin', { category: 'game', gameId: 'spin-spring-fortune' });
    analytics.customerEngagement('spin wheel', { gameId: 'spin-spring-fortune', win: true });

    expect((window as WindowWithDataLayer).dataLayer).toEqual([
      {
        event: 'customer_engagement',
        type: 'optin',
        category: 'game',
        gameId: 'spin-spring-fortune',
      },
      {
        event: 'customer_engagement',
        type: 'spin wheel',
        gameId: 'spin-spring-fortune',
        win: true,
      },
    ]);
  });

  it('keeps the tag manager data layer already on the page, and lets no detail rename the event', () => {
    const existing: unknown[] = [{ event: 'gtm.js' }];
    (window as WindowWithDataLayer).dataLayer = existing;

    new DataLayerAnalytics().customerEngagement('optin', { event: 'other', type: 'x' });

    expect(existing).toEqual([
      { event: 'gtm.js' },
      { event: 'customer_engagement', type: 'optin' },
    ]);
  });
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
