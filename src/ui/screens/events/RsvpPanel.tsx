import { observer } from 'mobx-react-lite';
import type { CasinoEvent } from '../../../core/events/CasinoEvent';
import { EventsStore } from '../../../core/events/EventsStore';
import { MemberStore } from '../../../core/member/MemberStore';
import { Button } from '../../components/Button';
import { Icon } from '../../components/icons/Icon';
import { useService } from '../../di';

interface RsvpPanelProps {
  event: CasinoEvent;
}

/**
 * RSVP for an event (promotions-optInToEvent). The button is busy while the request is in
 * flight, so a second tap sends nothing; the server's own message arrives as a toast.
 */
export const RsvpPanel = observer(function RsvpPanel({ event }: RsvpPanelProps) {
  const events = useService(EventsStore);
  const { paused } = useService(MemberStore);
  const optedIn = events.isOptedIn(event.id);
  // On a break or self-excluded (issue 26) the server refuses RSVPs: no button to refuse.
  if (paused) return null;
  return (
    <section className="rsvp-panel" aria-labelledby="rsvp-heading">
      <h2 id="rsvp-heading" className="rsvp-panel__title">
        Save your place
      </h2>
      <div role="status" className="rsvp-panel__status">
        {optedIn && (
          <p className="rsvp-panel__done">
            <Icon name="check" size="1.5rem" />
            <span>
              <strong>You&rsquo;re on the list</strong>
              <span className="rsvp-panel__note">We look forward to seeing you there.</span>
            </span>
          </p>
        )}
      </div>
      {!optedIn && (
        <>
          <p className="rsvp-panel__text">
            Let us know you&rsquo;re coming and we&rsquo;ll keep a place for you.
          </p>
          <Button
            icon="check"
            fullWidth
            busy={events.isOptingIn(event.id)}
            onClick={() => void events.optIn(event.id)}
          >
            Count me in
          </Button>
        </>
      )}
    </section>
  );
});
