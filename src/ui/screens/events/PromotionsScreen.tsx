import { observer } from 'mobx-react-lite';
import { VenueStore } from '../../../core/venue/VenueStore';
import { useService } from '../../di';
import { EventsOverview } from './EventsOverview';

/**
 * /promotions: the spec's promotions are the home casino's events (promotions-getPromotions), so
 * they are shown exactly as What's On shows them, under this route's own title.
 */
export default observer(function PromotionsScreen() {
  const venue = useService(VenueStore);
  return (
    <EventsOverview
      title="Promotions"
      subtitle={venue.venueName ? `At ${venue.venueName}` : undefined}
      noun="promotions"
    />
  );
});
