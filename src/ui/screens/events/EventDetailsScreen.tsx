import { observer } from 'mobx-react-lite';
import { pathTo } from '../../../core/navigation/routes';
import { VenueStore } from '../../../core/venue/VenueStore';
import { EmptyState } from '../../components/EmptyState';
import { LinkButton } from '../../components/LinkButton';
import { LoadFailedState } from '../../shell/LoadFailedState';
import { PageHeader } from '../../components/PageHeader';
import { SavedDataNote } from '../../shell/SavedDataNote';
import { Skeleton } from '../../components/Skeleton';
import { useService } from '../../di';
import type { ScreenProps } from '../../routes';
import { EventDetails } from './EventDetails';
import { useEvents } from './useEvents';
import './Events.css';

function EventDetailsSkeleton() {
  return (
    <div className="event-details" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading the event
      </span>
      <Skeleton variant="block" aspectRatio="16 / 9" radius="lg" className="event-details__media" />
      <div className="event-details__main">
        <Skeleton width="60%" height="2rem" />
        <Skeleton width="40%" />
        <Skeleton variant="text" lines={4} />
      </div>
    </div>
  );
}

/** /events/:id: one event of the home casino, with RSVP where the event takes them. */
export default observer(function EventDetailsScreen({ params }: ScreenProps) {
  const events = useEvents();
  const venue = useService(VenueStore);
  const event = events.eventById(params.id ?? '');
  return (
    <div className="event-details-screen">
      <PageHeader
        title={venue.venueName ? events.title : "What's On"}
        backHref={pathTo('events')}
        backLabel="All events"
      />
      <SavedDataNote savedAt={events.savedAt} />
      {event !== null ? (
        <EventDetails event={event} />
      ) : events.status === 'error' ? (
        <LoadFailedState
          title="We couldn't load this event"
          what="this event"
          onRetry={() => void events.load()}
        />
      ) : events.status !== 'ready' ? (
        <EventDetailsSkeleton />
      ) : (
        <EmptyState
          icon="events"
          title="We can't find that event"
          message="It may have finished or been taken down."
          action={
            <LinkButton href={pathTo('events')} icon="back" variant="secondary">
              See what&rsquo;s on
            </LinkButton>
          }
        />
      )}
    </div>
  );
});
