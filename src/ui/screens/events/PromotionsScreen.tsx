import { Redirect } from 'wouter';
import { pathTo } from '../../../core/navigation/routes';

/**
 * /promotions goes into What's On: the spec's promotions are the home casino's events
 * (promotions-getPromotions answers the events list), so a second screen of the same list only
 * made members wonder what they were missing. The route stays (spec section 2) and lands on
 * /events, replacing itself in the history. DECISIONS.md "Events".
 */
export default function PromotionsScreen() {
  return <Redirect to={pathTo('events')} replace />;
}
