import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { CasinoEvent } from '../../../core/events/CasinoEvent';
import { EventsStore } from '../../../core/events/EventsStore';
import { MemberStore } from '../../../core/member/MemberStore';
import { rsvpMessages } from '../../../core/events/rsvpMessages';
import { pauseMessages } from '../../../core/member/pauseMessages';
import { Button } from '../../components/Button';
import { Icon } from '../../components/icons/Icon';
import { useService } from '../../di';

interface RsvpPanelProps {
  event: CasinoEvent;
}

/**
 * RSVP for an event (promotions-optInToEvent). The button is busy while the request is in
 * flight, so a second tap sends nothing; the server's own message arrives as a toast. A member on
 * the list can give the place up before the event starts, asked once (promotions-cancelRsvp); a
 * paused member too, told what the pause means for this event and for saying yes again.
 */
export const RsvpPanel = observer(function RsvpPanel({ event }: RsvpPanelProps) {
  const events = useService(EventsStore);
  const { pause } = useService(MemberStore);
  const [confirming, setConfirming] = useState(false);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const optedIn = events.isOptedIn(event.id);
  const canCancel = events.canCancel(event.id);
  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const wasOptedIn = useRef(optedIn);
  // The place is gone (here or on another screen): nothing left to confirm. The button that gave
  // it up has gone with it, so focus goes to what the panel says now instead of the page's top.
  useEffect(() => {
    if (!optedIn) setConfirming(false);
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (wasOptedIn.current && !optedIn && focusLost) panelHeading.current?.focus();
    wasOptedIn.current = optedIn;
  }, [optedIn]);
  const cancelPlace = async () => {
    await events.cancel(event.id);
    setConfirming(false);
  };
  // On a break or self-excluded the server refuses RSVPs: no button to refuse, and no
  // silence either (the event's own text may promise a seat): it says so, and until when. Giving
  // a place up is still allowed.
  if (pause.kind !== 'none' && !optedIn) {
    return (
      <section className="rsvp-panel" aria-labelledby="rsvp-heading" data-testid="rsvp-paused">
        <h2 id="rsvp-heading" ref={panelHeading} tabIndex={-1} className="rsvp-panel__title">
          {pauseMessages.rsvpHeading}
        </h2>
        <p className="rsvp-panel__text">{pauseMessages.rsvp(pause)}</p>
      </section>
    );
  }
  const pausedOnList =
    pause.kind === 'none' ? null : rsvpMessages.pausedOnList(pause, event.startsAt);
  return (
    <section className="rsvp-panel" aria-labelledby="rsvp-heading">
      <h2 id="rsvp-heading" ref={panelHeading} tabIndex={-1} className="rsvp-panel__title">
        {optedIn ? rsvpMessages.headingOnList : rsvpMessages.heading}
      </h2>
      <div role="status" className="rsvp-panel__status">
        {optedIn && (
          <p className="rsvp-panel__done">
            <Icon name="check" size="1.5rem" />
            <span>
              <strong>{rsvpMessages.onList}</strong>
              <span className="rsvp-panel__note" data-testid="rsvp-note">
                {pausedOnList ?? rsvpMessages.lookForward}
              </span>
            </span>
          </p>
        )}
      </div>
      {!optedIn && (
        <>
          <p className="rsvp-panel__text">{rsvpMessages.invite}</p>
          <Button
            icon="check"
            fullWidth
            busy={events.isOptingIn(event.id)}
            onClick={() => void events.optIn(event.id)}
          >
            {rsvpMessages.countMeIn}
          </Button>
        </>
      )}
      {optedIn && canCancel && !confirming && (
        <Button variant="ghost" fullWidth onClick={() => setConfirming(true)}>
          {rsvpMessages.cancel}
        </Button>
      )}
      {optedIn && canCancel && confirming && (
        <div className="rsvp-panel__confirm" role="group" aria-labelledby="rsvp-cancel-heading">
          <h3 id="rsvp-cancel-heading" ref={confirmHeading} tabIndex={-1}>
            {rsvpMessages.confirmHeading(event.title)}
          </h3>
          <p>{rsvpMessages.confirmText(pause, event.startsAt)}</p>
          <div className="rsvp-panel__confirm-actions">
            <Button
              variant="danger"
              busy={events.isCancelling(event.id)}
              onClick={() => void cancelPlace()}
            >
              {rsvpMessages.confirmCancel}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {rsvpMessages.keep}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
});
