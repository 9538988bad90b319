import type { CasinoEvent } from '../../../core/events/CasinoEvent';
import { Badge } from '../../components/Badge';
import { Icon } from '../../components/icons/Icon';

interface EventBadgesProps {
  event: CasinoEvent;
  optedIn: boolean;
  /** The spotlight hero says 'Spotlight' itself. */
  showSpotlight?: boolean;
}

/** Spotlight, RSVP and "You're on the list" labels. */
export function EventBadges({ event, optedIn, showSpotlight = true }: EventBadgesProps) {
  const spotlight = showSpotlight && event.isSpotlight;
  if (!spotlight && !event.isRsvp) return null;
  return (
    <p className="event-badges">
      {spotlight && <Badge tone="gold">Spotlight</Badge>}
      {event.isRsvp &&
        (optedIn ? (
          <Badge tone="success">
            <Icon name="check" size="1em" />
            <span>You&rsquo;re on the list</span>
          </Badge>
        ) : (
          <Badge tone="info">RSVP</Badge>
        ))}
    </p>
  );
}
