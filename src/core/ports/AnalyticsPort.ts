/** The customer_engagement event types of spec section 7. */
export type EngagementType = 'optin' | 'spin wheel';

/** Values sent with an event: flat and free of personal data. */
export type EngagementDetails = Record<string, string | number | boolean>;

/** Product analytics (the tag manager's data layer in the browser). */
export interface AnalyticsPort {
  /** Pushes a customer_engagement event. Never throws: analytics must not break a flow. */
  customerEngagement(type: EngagementType, details: EngagementDetails): void;
}

export const AnalyticsPort = Symbol('AnalyticsPort');
