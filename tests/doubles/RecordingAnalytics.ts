import type { AnalyticsPort, EngagementEvent } from '../../src/core/ports/AnalyticsPort';

/** Keeps every customer_engagement event reported, whatever the member's consent. */
export class RecordingAnalytics implements AnalyticsPort {
  readonly events: EngagementEvent[] = [];

  customerEngagement(event: EngagementEvent): void {
    this.events.push(event);
  }
}
