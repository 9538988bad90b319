import type { Restaurant } from '@met/scheme/contract';

/** Venue 6's restaurant; fields may be overridden. */
export function aRestaurant(overrides: Partial<Restaurant> = {}): Restaurant {
  return {
    venueId: 6,
    name: 'The Grill',
    description: '<p>Steaks and seafood.</p>',
    openingHours: [{ days: 'Mon-Sun', hours: '17:00-23:00' }],
    menuLinks: [{ label: 'Dinner', url: '/menus/dinner.pdf' }],
    bookingUrl: 'https://example.com/book',
    image: '/images/grill.png',
    ...overrides,
  };
}
