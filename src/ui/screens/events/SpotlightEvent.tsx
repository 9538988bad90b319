import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import type { CasinoEvent } from '../../../core/events/CasinoEvent';
import { pathTo } from '../../../core/navigation/routes';
import { EventsStore } from '../../../core/events/EventsStore';
import { Icon } from '../../components/icons/Icon';
import { useService } from '../../di';
import { EventBadges } from './EventBadges';
import { EventWhen } from './EventWhen';

interface SpotlightEventProps {
  event: CasinoEvent;
}

/** The event in the spotlight, as a large hero card above the list. */
export const SpotlightEvent = observer(function SpotlightEvent({ event }: SpotlightEventProps) {
  const events = useService(EventsStore);
  return (
    <section className="spotlight-event" aria-labelledby="spotlight-heading">
      <div className="spotlight-event__media">
        {event.image && <img src={event.image} alt="" width={960} height={540} />}
      </div>
      <div className="spotlight-event__body">
        <p className="spotlight-event__eyebrow">
          <Icon name="crown" size="1rem" />
          <span>In the spotlight</span>
        </p>
        <h2 id="spotlight-heading" className="spotlight-event__title">
          <Link href={pathTo('eventDetails', { id: event.id })} className="spotlight-event__link">
            {event.title}
          </Link>
        </h2>
        <EventWhen event={event} />
        <p className="spotlight-event__summary">{event.summary}</p>
        <EventBadges event={event} optedIn={events.isOptedIn(event.id)} showSpotlight={false} />
        <span className="spotlight-event__more" aria-hidden="true">
          Find out more <Icon name="chevron" size="1.125rem" />
        </span>
      </div>
    </section>
  );
});
