import { observer } from 'mobx-react-lite';
import { VenueStore } from '../../../core/venue/VenueStore';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useService } from '../../di';
import { LoadFailedState } from '../../shell/LoadFailedState';
import { SavedDataNote } from '../../shell/SavedDataNote';
import { EventListItem } from './EventListItem';
import { EventsSkeleton } from './EventsSkeleton';
import { SpotlightEvent } from './SpotlightEvent';
import { useEvents } from './useEvents';
import './Events.css';

interface EventsOverviewProps {
  title: string;
  subtitle?: string;
  /** What the list is called in messages: 'events', 'promotions'. */
  noun: string;
}

/**
 * The home casino's events (promotions-getPromotions) in one design wherever they are listed:
 * the spotlight event as a hero, then the rest, each with its RSVP state.
 */
export const EventsOverview = observer(function EventsOverview({
  title,
  subtitle,
  noun,
}: EventsOverviewProps) {
  const events = useEvents();
  const venue = useService(VenueStore);
  const spotlight = events.spotlight;
  const others = events.events.filter((event) => event !== spotlight);
  const noVenue = venue.venueStatus === 'ready' && venue.venue === null;

  return (
    <div className="events-screen">
      <PageHeader title={title} subtitle={subtitle} />
      <SavedDataNote savedAt={events.savedAt} />
      {noVenue ? (
        <EmptyState
          icon="casino"
          title={`No casino ${noun} to show`}
          message={`Casino ${noun} appear here once your membership has a home casino.`}
        />
      ) : events.status === 'error' ? (
        <LoadFailedState
          title={`We couldn't load the ${noun}`}
          what={`the ${noun}`}
          onRetry={() => void events.load()}
        />
      ) : events.status !== 'ready' ? (
        <EventsSkeleton />
      ) : events.events.length === 0 ? (
        <EmptyState
          icon="events"
          title="Nothing on just now"
          message={`New ${noun} are added often, so check back soon.`}
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
