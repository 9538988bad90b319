import type { Venue } from '@met/scheme/contract';

/** Venue 6 as members-getVenue answers it; fields may be overridden. */
export function aVenue(overrides: Partial<Venue> = {}): Venue {
  return {
    id: 6,
    pagetitle: 'Metropolitan Leeds',
    logo: '/images/venues/leeds.png',
    uri: 'leeds',
    RulesOfCasino: '<p>Over 18s only.</p>',
    restaurantUri: '/leeds/restaurant',
    address: '1 Park Row, Leeds',
    phone: '0113 000 0000',
    openingHours: '24 hours',
    ...overrides,
  };
}
