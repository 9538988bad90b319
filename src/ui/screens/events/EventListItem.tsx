import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import type { CasinoEvent } from '../../../core/events/CasinoEvent';
import { pathTo } from '../../../core/navigation/routes';
import { EventsStore } from '../../../core/events/EventsStore';
import { Icon } from '../../components/icons/Icon';
import { useService } from '../../di';
import { EventBadges } from './EventBadges';
import { EventWhen } from './EventWhen';

interface EventListItemProps {
  event: CasinoEvent;
}

/** One event in the list: picture, title, date, summary and its RSVP state. */
export const EventListItem = observer(function EventListItem({ event }: EventListItemProps) {
  const events = useService(EventsStore);
  return (
    <li className="event-item">
      <div className="event-item__media">
        {event.image && <img src={event.image} alt="" width={320} height={180} loading="lazy" />}
      </div>
      <div className="event-item__body">
        <h3 className="event-item__title">
          <Link href={pathTo('eventDetails', { id: event.id })} className="event-item__link">
            {event.title}
          </Link>
        </h3>
        <EventWhen event={event} />
        <p className="event-item__summary">{event.summary}</p>
        <EventBadges event={event} optedIn={events.isOptedIn(event.id)} />
      </div>
      <Icon name="chevron" size="1.25rem" className="event-item__chevron" />
    </li>
  );
});
