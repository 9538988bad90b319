import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import type { CasinoEvent } from '../../../core/events/CasinoEvent';
import { EventsStore } from '../../../core/events/EventsStore';
import { Html } from '../../components/Html';
import { sanitiseHtml } from '../../components/sanitiseHtml';
import { useService } from '../../di';
import { EventBadges } from './EventBadges';
import { EventWhen } from './EventWhen';
import { AddToCalendar } from './AddToCalendar';
import { RsvpPanel } from './RsvpPanel';

interface EventDetailsProps {
  event: CasinoEvent;
}

/**
 * One event: picture, title, when, 'Add to calendar', the CMS description and, for an RSVP event,
 * the opt-in.
 */
export const EventDetails = observer(function EventDetails({ event }: EventDetailsProps) {
  const events = useService(EventsStore);
  const description = useMemo(() => sanitiseHtml(event.description), [event.description]);
  return (
    <article className="event-details">
      <div className="event-details__media">
        {event.image && <img src={event.image} alt="" width={960} height={540} />}
      </div>
      <div className="event-details__layout">
        <div className="event-details__main">
          <EventBadges event={event} optedIn={events.isOptedIn(event.id)} />
          <h2 className="event-details__title">{event.title}</h2>
          <EventWhen event={event} className="event-details__when" />
          <p className="event-details__summary">{event.summary}</p>
          <AddToCalendar event={event} />
        </div>
        {event.isRsvp && (
          <div className="event-details__aside">
            <RsvpPanel event={event} />
          </div>
        )}
        {/* After the RSVP on a phone, so 'Count me in' is in view above the tab bar. */}
        <div className="event-details__body">
          <Html sanitisedHtml={description} />
        </div>
      </div>
    </article>
  );
});
