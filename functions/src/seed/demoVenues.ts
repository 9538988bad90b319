import { TIER_PERKS, TIERS } from '@met/scheme';
import type { BenefitItem, Benefits, Restaurant, Venue } from '@met/scheme/contract';

interface DemoVenue {
  venue: Venue;
  restaurant: Restaurant;
  slug: string;
}

const rules = (name: string) =>
  `<h2>House rules at ${name}</h2>` +
  '<ul><li>Guests must be 18 or over; we ask for photo ID (Think 25).</li>' +
  '<li>Smart casual dress; no sportswear after 8pm.</li>' +
  '<li>Gaming tables open at 2pm; the last spin is called 30 minutes before closing.</li>' +
  '<li>Set your limits: ask any member of staff about time-outs and deposit limits.</li></ul>';

const venue = (
  id: number,
  slug: string,
  pagetitle: string,
  address: string,
  phone: string,
  openingHours: string,
): Venue => ({
  id,
  pagetitle,
  logo: `/brand/venues/${slug}.svg`,
  uri: `venues/${slug}`,
  RulesOfCasino: rules(pagetitle),
  restaurantUri: '/restaurant',
  address,
  phone,
  openingHours,
  // The casino's picture (our extension of members-getVenue), a small local SVG (16:9).
  image: `/brand/venues/${slug}-front.svg`,
});

/** Venues 6, 9 and 12 (home casino 17 is shown as 6), each with its restaurant. */
export const DEMO_VENUES: DemoVenue[] = [
  {
    slug: 'mayfair',
    venue: venue(
      6,
      'mayfair',
      'The Metropolitan Mayfair',
      '14 Hay Hill, London W1J 6DQ',
      '020 7946 0614',
      'Open daily, 12pm to 6am',
    ),
    restaurant: {
      venueId: 6,
      name: 'The Hay Hill Grill',
      description:
        '<p>Dry-aged British beef, Cornish seafood and a late supper menu served until 2am.</p>' +
        '<p>Members of King tier and above enjoy priority booking.</p>',
      openingHours: [
        { days: 'Monday to Thursday', hours: '5pm to 1am' },
        { days: 'Friday and Saturday', hours: '5pm to 2am' },
        { days: 'Sunday', hours: '12pm to 11pm' },
      ],
      menuLinks: [
        { label: 'Dinner menu', url: '/menus/mayfair-dinner.pdf' },
        { label: 'Late supper', url: '/menus/mayfair-late-supper.pdf' },
        { label: 'Wine list', url: '/menus/mayfair-wine.pdf' },
      ],
      bookingUrl: 'https://booking.example.com/metropolitan/mayfair-grill',
      image: '/brand/restaurants/mayfair.svg',
    },
  },
  {
    slug: 'manchester',
    venue: venue(
      9,
      'manchester',
      'The Metropolitan Manchester',
      '3 Quay Street, Manchester M3 3JE',
      '0161 496 0909',
      'Open daily, 24 hours',
    ),
    restaurant: {
      venueId: 9,
      name: 'Quayside Kitchen',
      description:
        '<p>Lancashire classics and small plates by the river, with a Sunday roast worth the trip.</p>',
      openingHours: [
        { days: 'Monday to Sunday', hours: '12pm to 11pm' },
        { days: 'Sunday roast', hours: '12pm to 5pm' },
      ],
      menuLinks: [
        { label: 'All-day menu', url: '/menus/manchester-all-day.pdf' },
        { label: 'Sunday roast', url: '/menus/manchester-sunday.pdf' },
      ],
      bookingUrl: 'https://booking.example.com/metropolitan/quayside-kitchen',
      image: '/brand/restaurants/manchester.svg',
    },
  },
  {
    slug: 'edinburgh',
    venue: venue(
      12,
      'edinburgh',
      'The Metropolitan Edinburgh',
      '21 Lothian Road, Edinburgh EH1 2DJ',
      '0131 496 0012',
      'Open daily, 12pm to 4am',
    ),
    restaurant: {
      venueId: 12,
      name: 'The Castle View Room',
      description:
        '<p>Scottish produce with a view of the castle: Shetland mussels, Aberdeen Angus and haggis bonbons.</p>',
      openingHours: [
        { days: 'Tuesday to Saturday', hours: '6pm to 11pm' },
        { days: 'Sunday and Monday', hours: 'Closed' },
      ],
      menuLinks: [{ label: 'Dinner menu', url: '/menus/edinburgh-dinner.pdf' }],
      bookingUrl: 'https://booking.example.com/metropolitan/castle-view',
      image: '/brand/restaurants/edinburgh.svg',
    },
  },
];

/**
 * Every tier's benefits at every venue: the tier's own perks, then the perks of the tiers below
 * it that it keeps, each marked with the tier it comes from. A perk a higher tier improves
 * ('Member prices', 'Free parking') appears once, at its best, so a list never contradicts itself.
 */
export function demoBenefits(): Benefits[] {
  return DEMO_VENUES.flatMap(({ venue }) =>
    TIERS.map((tier, rank) => ({
      tier,
      venueId: venue.id,
      title: `${tier} benefits at ${venue.pagetitle}`,
      intro: `<p>As ${articleFor(tier)} <strong>${tier}</strong> member you enjoy these benefits at ${venue.pagetitle}.</p>`,
      items: perksUpTo(rank),
    })),
  );
}

/** 'an Ace', 'a King': the article a tier's name takes when read aloud. */
function articleFor(tier: string): 'a' | 'an' {
  return /^[aeiou]/i.test(tier) ? 'an' : 'a';
}

function perksUpTo(rank: number): BenefitItem[] {
  const seen = new Set<string>();
  return TIERS.slice(0, rank + 1)
    .reverse()
    .flatMap((earned, below) =>
      TIER_PERKS[earned]
        .filter((perk) => !seen.has(perk.title) && seen.add(perk.title))
        .map((perk) => (below === 0 ? { ...perk } : { ...perk, fromTier: earned })),
    );
}
