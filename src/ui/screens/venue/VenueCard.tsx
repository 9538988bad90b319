import type { Venue } from '../../../core/venue/Venue';
import { directionsHref } from '../../../core/venue/directions';
import { venueContact } from '../../../core/venue/venueContact';
import { LinkButton } from '../../components/LinkButton';

interface VenueCardProps {
  venue: Venue;
}

/**
 * The home casino: its picture, logo, name, address (with directions in the maps app), opening
 * hours and a phone number to tap.
 */
export function VenueCard({ venue }: VenueCardProps) {
  const telHref = venueContact(venue)?.telHref ?? null;
  const directions = directionsHref(venue.address);
  return (
    <section className="venue-card" aria-labelledby="venue-name">
      {venue.image && (
        <div className="venue-card__picture">
          {/* Sized by its attributes and a 16:9 box, so nothing moves when it arrives. */}
          <img
            src={venue.image}
            alt={`${venue.name} from the street`}
            width={1200}
            height={675}
            loading="lazy"
            decoding="async"
          />
        </div>
      )}
      <div className="venue-card__logo">
        {venue.logo && <img src={venue.logo} alt={`${venue.name} logo`} width={96} height={96} />}
      </div>
      <div className="venue-card__body">
        <h2 id="venue-name" className="venue-card__name">
          {venue.name}
        </h2>
        <dl className="venue-facts">
          <div>
            <dt>Address</dt>
            <dd>
              <address>{venue.address}</address>
            </dd>
          </div>
          <div>
            <dt>Opening hours</dt>
            <dd>{venue.openingHours}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{venue.phone}</dd>
          </div>
        </dl>
        <div className="venue-card__actions">
          {directions !== null && (
            <LinkButton
              href={directions}
              icon="directions"
              variant="secondary"
              accessibleName={`Get directions to ${venue.name} (opens your maps app)`}
            >
              Get directions
            </LinkButton>
          )}
          {telHref !== null && (
            <LinkButton href={telHref} icon="phone" variant="secondary">
              Call {venue.phone}
            </LinkButton>
          )}
        </div>
      </div>
    </section>
  );
}
