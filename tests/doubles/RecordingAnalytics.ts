import type {
  AnalyticsPort,
  EngagementDetails,
  EngagementType,
} from '../../src/core/ports/AnalyticsPort';

/** Keeps every customer_engagement event pushed. */
export class RecordingAnalytics implements AnalyticsPort {
  readonly events: { type: EngagementType; details: EngagementDetails }[] = [];

  customerEngagement(type: EngagementType, details: EngagementDetails): void {
    this.events.push({ type, details });
  }
}
