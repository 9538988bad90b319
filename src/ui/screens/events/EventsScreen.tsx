import { observer } from 'mobx-react-lite';
import { EventsStore } from '../../../core/events/EventsStore';
import { VenueStore } from '../../../core/venue/VenueStore';
import { useService } from '../../di';
import { EventsOverview } from './EventsOverview';

/** /events, "What's On at" the home casino: the spotlight event first, then the rest. */
export default observer(function EventsScreen() {
  const events = useService(EventsStore);
  const venue = useService(VenueStore);
  return <EventsOverview title={venue.venueName ? events.title : "What's On"} noun="events" />;
});
