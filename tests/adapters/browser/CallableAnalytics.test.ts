import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallableAnalytics } from '../../../src/adapters/browser/CallableAnalytics';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import type { EngagementEvent } from '../../../src/core/ports/AnalyticsPort';
import type { UsageStatisticsConsent } from '../../../src/core/ports/UsageStatisticsConsentPort';
import { FakeUsageStatisticsConsent } from '../../doubles/FakeUsageStatisticsConsent';
import { ScriptedCallables } from '../../doubles/ScriptedCallables';

const SPIN: EngagementEvent = { type: 'spin wheel', gameId: 'spin-spring-fortune', win: true };
const OPT_IN: EngagementEvent = { type: 'optin', category: 'event', eventId: 'poker-night' };

function anAnalytics(answer: UsageStatisticsConsent) {
  const consent = new FakeUsageStatisticsConsent();
  consent.answer = answer;
  const callables = new ScriptedCallables().answer('analytics-recordEngagement', {
    success: true,
  });
  return { analytics: new CallableAnalytics(consent, callables), consent, callables };
}

/** Lets the fire-and-forget call and its catch run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CallableAnalytics', () => {
  it.each(['unasked', 'denied'] as const)('sends nothing while the answer is %s', (answer) => {
    const { analytics, callables } = anAnalytics(answer);

    analytics.customerEngagement(SPIN);
    analytics.customerEngagement(OPT_IN);

    expect(callables.calls).toEqual([]);
  });

  it('sends each event, as reported, to analytics-recordEngagement once the member said yes', () => {
    const { analytics, callables } = anAnalytics('granted');

    analytics.customerEngagement(SPIN);
    analytics.customerEngagement(OPT_IN);

    expect(callables.callsTo('analytics-recordEngagement')).toEqual([SPIN, OPT_IN]);
  });

  it('follows a changed answer from the next event on', () => {
    const { analytics, consent, callables } = anAnalytics('unasked');

    analytics.customerEngagement(SPIN);
    consent.setConsent(true);
    analytics.customerEngagement(OPT_IN);
    consent.setConsent(false);
    analytics.customerEngagement(SPIN);

    expect(callables.callsTo('analytics-recordEngagement')).toEqual([OPT_IN]);
  });

  it('returns before the backend answers: the flow that reported it never waits', () => {
    const { analytics, callables } = anAnalytics('granted');
    callables.hold('analytics-recordEngagement');

    expect(analytics.customerEngagement(SPIN)).toBeUndefined();
    expect(callables.callsTo('analytics-recordEngagement')).toHaveLength(1);
  });

  it('drops an event sent offline, quietly, and never sends it again', async () => {
    const { analytics, callables } = anAnalytics('granted');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    callables.failOnce('analytics-recordEngagement', new FunctionError('unavailable', 'Offline'));

    analytics.customerEngagement(SPIN);
    await settle();
    analytics.customerEngagement(OPT_IN);
    await settle();

    expect(callables.callsTo('analytics-recordEngagement')).toEqual([SPIN, OPT_IN]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('swallows a refusal into one console line, never into the flow', async () => {
    const { analytics, callables } = anAnalytics('granted');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusal = new FunctionError('resource-exhausted', 'Too many');
    callables.fail('analytics-recordEngagement', refusal);

    expect(() => analytics.customerEngagement(SPIN)).not.toThrow();
    await settle();

    expect(warn).toHaveBeenCalledWith('Usage event not recorded', refusal);
  });
});
