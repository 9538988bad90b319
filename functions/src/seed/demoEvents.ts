import type { PromotionEvent } from '@met/scheme/contract';
import type { RsvpRecord } from '../ports/EventCalendar';
import type { SeedCalendar } from './seedCalendar';
import { DEMO_VENUES } from './demoVenues';

interface EventSeed {
  key: string;
  title: string;
  summary: string;
  description: string;
  inDays: number;
  from: string;
  hours: number;
  isSpotlight?: boolean;
  isRsvp?: boolean;
}

const EVENTS_PER_VENUE: EventSeed[] = [
  {
    key: 'spotlight-jackpot-night',
    title: 'Mega Jackpot Night',
    summary: 'Our biggest prize draw of the season, with live music until late.',
    description:
      '<p>Every spin on the night enters you into a draw for <strong>£5,000</strong> of free play.</p>' +
      '<p>Live band from 9pm. Dress: smart casual.</p>',
    inDays: 6,
    from: '19:00',
    hours: 6,
    isSpotlight: true,
  },
  {
    key: 'rsvp-poker-masterclass',
    title: 'Poker Masterclass',
    summary: 'An evening with a professional player: strategy, Q&A and a friendly game.',
    description:
      '<p>Places are limited: say you are coming and we will save you a seat.</p>' +
      '<p>Includes a welcome drink and canapés.</p>',
    inDays: 12,
    from: '18:30',
    hours: 3,
    isRsvp: true,
  },
  {
    key: 'sunday-roulette',
    title: 'Sunday Roulette Social',
    summary: 'Low-stakes roulette tables and a free carvery for members.',
    description: '<p>Tables open from 2pm. Members eat free with their membership card.</p>',
    inDays: 3,
    from: '14:00',
    hours: 5,
  },
  {
    key: 'quiz-night',
    title: 'Casino Quiz Night',
    summary: 'Teams of four, prizes for the top three.',
    description: '<p>This one has already happened: see you at the next one.</p>',
    inDays: -4,
    from: '20:00',
    hours: 3,
  },
];

/** Per venue: a spotlight event, an RSVP event, a plain event and one that has ended. */
export function demoEvents(calendar: SeedCalendar): PromotionEvent[] {
  return DEMO_VENUES.flatMap(({ slug, venue }) =>
    EVENTS_PER_VENUE.map((seed) => {
      const startsAt = calendar.at(seed.inDays, seed.from);
      return {
        id: `${slug}-${seed.key}`,
        uri: `events/${slug}/${seed.key}`,
        title: seed.title,
        summary: seed.summary,
        description: seed.description,
        image: `/brand/events/${seed.key}.svg`,
        startsAt,
        endsAt: new Date(Date.parse(startsAt) + seed.hours * 3_600_000).toISOString(),
        venueId: venue.id,
        isSpotlight: seed.isSpotlight ?? false,
        isRsvp: seed.isRsvp ?? false,
      };
    }),
  );
}

/** king@example.com is already on the list for the Mayfair masterclass. */
export function demoRsvps(calendar: SeedCalendar): RsvpRecord[] {
  return [
    {
      eventId: 'mayfair-rsvp-poker-masterclass',
      customerNumber: '100104',
      homeCasinoName: 'The Metropolitan Mayfair',
      at: calendar.startOf(-1),
    },
  ];
}
