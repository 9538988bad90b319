/**
 * The analytics-recordEngagement answer (our extension).
 */
import { success } from '../responseFields';

export const analyticsResponses = {
  // Our extension: a usage event recorded.
  'analytics-recordEngagement': success(),
};
