import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../functions/src/seed/demoMembers';
import { CallableAnalytics } from '../../../src/adapters/browser/CallableAnalytics';
import { DeviceUsageStatisticsConsent } from '../../../src/adapters/browser/DeviceUsageStatisticsConsent';
import { createFakeWorldTestApi } from '../../../src/adapters/fake/FakeWorldTestApi';
import type { EngagementEvent } from '../../../src/core/ports/AnalyticsPort';
import { FakePlatform } from '../../doubles/FakePlatform';
import { FixedClock } from '../../doubles/FixedClock';
import { InMemoryKeyValueStore } from '../../doubles/InMemoryKeyValueStore';
import { fakeBackend } from './fakeBackendFixture';

/**
 * Usage events in the fake world (DECISIONS.md "Analytics and session recording"): the app's own
 * analytics adapter over the fake family's callables, so the backend's handler keeps them in the
 * world as Cloud Functions keeps them in Firestore, and only once the member said yes.
 */
const NOW = '2026-03-10T21:00:00.000Z';
const SPIN: EngagementEvent = { type: 'spin wheel', gameId: 'spin-spring-fortune', win: false };
const OPT_IN: EngagementEvent = { type: 'optin', category: 'game', gameId: 'spin-last-chance' };

async function aSignedInApp() {
  const storage = new InMemoryKeyValueStore();
  const backend = fakeBackend(storage, new FixedClock(NOW));
  const platform = new FakePlatform();
  platform.devMode = false;
  const consent = new DeviceUsageStatisticsConsent(storage, platform);
  const analytics = new CallableAnalytics(consent, backend.callables);
  const user = await backend.auth.signIn('king@example.com', DEMO_PASSWORD);
  const api = createFakeWorldTestApi(backend.world, backend.faults);
  /** Lets the fire-and-forget calls reach the world. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
  return { backend, consent, analytics, api, user, settle };
}

describe('usage events in the fake world', () => {
  it('keeps nothing before the member answers, nor after a no', async () => {
    const { analytics, consent, api, backend, settle } = await aSignedInApp();

    analytics.customerEngagement(SPIN);
    consent.setConsent(false);
    analytics.customerEngagement(OPT_IN);
    await settle();

    expect(api.engagements()).toEqual([]);
    expect(backend.faults.calls('analytics-recordEngagement')).toBe(0);
  });

  it('keeps each event after a yes, with King’s venue and no identity, and stops at a later no', async () => {
    const { analytics, consent, api, user, settle } = await aSignedInApp();

    consent.setConsent(true);
    analytics.customerEngagement(SPIN);
    await settle();
    consent.setConsent(false);
    analytics.customerEngagement(OPT_IN);
    await settle();

    expect(api.engagements()).toEqual([
      {
        ...SPIN,
        venueId: 6,
        londonDay: '2026-03-10',
        at: NOW,
        expiresAt: '2027-05-10T21:00:00.000Z',
      },
    ]);
    expect(JSON.stringify(api.engagements())).not.toContain(user.uid);
  });

  it('drops an event sent offline: nothing is kept, then or once back online', async () => {
    const { analytics, consent, api, backend, settle } = await aSignedInApp();
    consent.setConsent(true);

    backend.faults.setOffline(true);
    analytics.customerEngagement(SPIN);
    await settle();
    backend.faults.setOffline(false);
    await settle();

    expect(api.engagements()).toEqual([]);
    analytics.customerEngagement(OPT_IN);
    await settle();
    expect(api.engagements().map((kept) => kept.type)).toEqual(['optin']);
  });
});
