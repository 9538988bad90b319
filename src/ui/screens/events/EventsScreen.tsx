import { observer } from 'mobx-react-lite';
import { VenueStore } from '../../../core/stores/VenueStore';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailedState } from '../../shell/LoadFailedState';
import { PageHeader } from '../../components/PageHeader';
import { SavedDataNote } from '../../shell/SavedDataNote';
import { useService } from '../../di';
import { EventListItem } from './EventListItem';
import { EventsSkeleton } from './EventsSkeleton';
import { SpotlightEvent } from './SpotlightEvent';
import { useEvents } from './useEvents';
import './Events.css';

/** /events, "What's On at" the home casino: the spotlight event first, then the rest. */
export default observer(function EventsScreen() {
  const events = useEvents();
  const venue = useService(VenueStore);
  const spotlight = events.spotlight;
  const others = events.events.filter((event) => event !== spotlight);
  const noVenue = venue.venueStatus === 'ready' && venue.venue === null;

  return (
    <div className="events-screen">
      <PageHeader title={venue.venueName ? events.title : "What's On"} />
      <SavedDataNote sources={['promotions-getPromotions']} />
      {noVenue ? (
        <EmptyState
          icon="casino"
          title="No casino events to show"
          message="Events appear here once your membership has a home casino."
        />
      ) : events.status === 'error' ? (
        <LoadFailedState
          title="We couldn't load the events"
          what="the events"
          onRetry={() => void events.load()}
        />
      ) : events.status !== 'ready' ? (
        <EventsSkeleton />
      ) : events.events.length === 0 ? (
        <EmptyState
          icon="events"
          title="Nothing on just now"
          message="New events are added often, so check back soon."
        />
      ) : (
        <>
          {spotlight && <SpotlightEvent event={spotlight} />}
          {others.length > 0 && (
            <section className="events-upcoming" aria-labelledby="events-upcoming-heading">
              <h2 id="events-upcoming-heading" className="events-upcoming__title">
                {spotlight ? 'Also coming up' : 'Coming up'}
              </h2>
              <ul className="event-list">
                {others.map((event) => (
                  <EventListItem key={event.id} event={event} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
});
