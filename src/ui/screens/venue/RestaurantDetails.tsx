import { useMemo } from 'react';
import type { Restaurant } from '../../../core/venue/Restaurant';
import { Html } from '../../components/Html';
import { LinkButton } from '../../components/LinkButton';
import { safeHref, sanitiseHtml } from '../../components/sanitiseHtml';
import { MenuLinks } from './MenuLinks';
import { OpeningHours } from './OpeningHours';

interface RestaurantDetailsProps {
  restaurant: Restaurant;
}

/** The home casino's restaurant: picture, description, booking, hours and menus. */
export function RestaurantDetails({ restaurant }: RestaurantDetailsProps) {
  const description = useMemo(() => sanitiseHtml(restaurant.description), [restaurant.description]);
  const bookingUrl = safeHref(restaurant.bookingUrl);
  return (
    <div className="restaurant">
      <div className="venue-hero">
        {restaurant.image && <img src={restaurant.image} alt="" width={1200} height={514} />}
      </div>
      <div className="venue-columns">
        <section className="restaurant__about" aria-labelledby="restaurant-name">
          <h2 id="restaurant-name" className="restaurant__name">
            {restaurant.name}
          </h2>
          <Html sanitisedHtml={description} />
          {bookingUrl && (
            <LinkButton href={bookingUrl} trailingIcon="external" className="restaurant__book">
              Book a table
              <span className="visually-hidden"> (opens in a new tab)</span>
            </LinkButton>
          )}
        </section>
        <div className="venue-columns__side">
          <OpeningHours hours={restaurant.openingHours} />
          <MenuLinks links={restaurant.menuLinks} />
        </div>
      </div>
    </div>
  );
}
