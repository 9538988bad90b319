import type { Venue } from '../../../core/venue/Venue';
import { venueContact } from '../../../core/venue/venueContact';
import { LinkButton } from '../../components/LinkButton';

interface VenueCardProps {
  venue: Venue;
}

/** The home casino: logo, name, address, phone and opening hours. */
export function VenueCard({ venue }: VenueCardProps) {
  const telHref = venueContact(venue)?.telHref ?? null;
  return (
    <section className="venue-card" aria-labelledby="venue-name">
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
        {telHref !== null && (
          <LinkButton href={telHref} icon="phone" variant="secondary">
            Call {venue.phone}
          </LinkButton>
        )}
      </div>
    </section>
  );
}
