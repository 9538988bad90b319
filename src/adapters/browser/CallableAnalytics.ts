import { inject, injectable } from 'inversify';
import { isNetworkFailure } from '../../core/kernel/networkFailure';
import type { AnalyticsPort, EngagementEvent } from '../../core/ports/AnalyticsPort';
import { CallablesPort } from '../../core/ports/CallablesPort';
import { UsageStatisticsConsentPort } from '../../core/ports/UsageStatisticsConsentPort';

/**
 * The spec's customer_engagement events (section 7), sent to our own backend
 * (analytics-recordEngagement) and only while the member's answer to the usage-statistics
 * question is yes, read at each event, so a changed answer holds for the next one
 * (DECISIONS.md "Analytics and session recording"). Fire and forget: the flow that reported an
 * event never waits for it or hears of its failure. Nothing is queued or retried: an event sent
 * offline is dropped. The backend family's CallablesPort carries it, so the fake world stores it
 * through the same handler as Cloud Functions.
 */
@injectable()
export class CallableAnalytics implements AnalyticsPort {
  constructor(
    @inject(UsageStatisticsConsentPort) private readonly consent: UsageStatisticsConsentPort,
    @inject(CallablesPort) private readonly callables: CallablesPort,
  ) {}

  customerEngagement(event: EngagementEvent): void {
    if (this.consent.consent() !== 'granted') return;
    this.callables.call('analytics-recordEngagement', { ...event }).catch((error: unknown) => {
      // Offline is expected and dropped quietly; a refusal is worth a line in the console.
      if (!isNetworkFailure(error)) console.warn('Usage event not recorded', error);
    });
  }
}
