/**
 * A customer_engagement event of spec section 7: an opt-in (to a game or an event) or a spin.
 * Exactly what the app reports, and nothing about the member.
 */
export type EngagementEvent =
  | { type: 'optin'; category: 'game'; gameId: string }
  | { type: 'optin'; category: 'event'; eventId: string }
  | { type: 'spin wheel'; gameId: string; win: boolean };

/**
 * Product analytics: the member's use of the app, reported only when they agreed to share usage
 * statistics (UsageStatisticsConsentPort). The adapter decides whether and where it goes.
 */
export interface AnalyticsPort {
  /**
   * Reports one event, or drops it (no consent, offline, refused). Never throws and never waits:
   * analytics must not break or slow the flow that reported it.
   */
  customerEngagement(event: EngagementEvent): void;
}

export const AnalyticsPort = Symbol('AnalyticsPort');
