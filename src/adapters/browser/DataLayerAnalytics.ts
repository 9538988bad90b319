import { injectable } from 'inversify';
import type {
  AnalyticsPort,
  EngagementDetails,
  EngagementType,
} from '../../core/ports/AnalyticsPort';

/** What the tag manager reads: window.dataLayer, created on first use when the page has none. */
interface WindowWithDataLayer extends Window {
  dataLayer?: unknown[];
}

/** Pushes customer_engagement events to the tag manager's data layer (spec section 7). */
@injectable()
export class DataLayerAnalytics implements AnalyticsPort {
  customerEngagement(type: EngagementType, details: EngagementDetails): void {
    try {
      if (typeof window === 'undefined') return;
      const target = window as WindowWithDataLayer;
      target.dataLayer ??= [];
      // Details first, so a detail can never rename the event or its type.
      target.dataLayer.push({ ...details, event: 'customer_engagement', type });
    } catch (error) {
      // Analytics must never break the flow that reported it.
      console.warn('Analytics event not recorded', error);
    }
  }
}
