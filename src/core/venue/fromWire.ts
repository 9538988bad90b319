import type {
  Benefits as WireBenefits,
  Restaurant as WireRestaurant,
  Venue as WireVenue,
} from '@met/scheme/contract';
import type { Venue } from './Venue';
import type { Restaurant } from './Restaurant';
import type { Benefits } from './Benefits';

/* The wire's records (CRM and CMS spellings, ISO strings) become this feature's models here, once. */

export function venueFromWire(wire: WireVenue): Venue {
  return {
    id: wire.id,
    name: wire.pagetitle,
    logo: wire.logo,
    rulesHtml: wire.RulesOfCasino,
    address: wire.address,
    phone: wire.phone,
    openingHours: wire.openingHours,
    image: wire.image ?? '',
  };
}

export function restaurantFromWire(wire: WireRestaurant): Restaurant {
  return {
    name: wire.name,
    description: wire.description,
    openingHours: wire.openingHours.map(({ days, hours }) => ({ days, hours })),
    menuLinks: wire.menuLinks.map(({ label, url }) => ({ label, url })),
    bookingUrl: wire.bookingUrl,
    image: wire.image,
  };
}

export function benefitsFromWire(wire: WireBenefits): Benefits {
  return {
    tier: wire.tier,
    title: wire.title,
    intro: wire.intro,
    items: wire.items.map(({ title, description, fromTier }) =>
      fromTier === undefined ? { title, description } : { title, description, fromTier },
    ),
  };
}
