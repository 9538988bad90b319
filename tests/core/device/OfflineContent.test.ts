import { describe, expect, it, vi } from 'vitest';
import { LAST_USER_KEY, OPTIN_IDS_KEY } from '../../../src/core/kernel/constants';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import type { FunctionErrorCode } from '../../../src/core/kernel/functionErrors';
import { messages } from '../../../src/core/kernel/messages';
import type { CallableName } from '../../../src/core/ports/CallablesPort';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { EventsStore } from '../../../src/core/events/EventsStore';
import { GamesStore } from '../../../src/core/games/GamesStore';
import { SessionStore } from '../../../src/core/session/SessionStore';
import { VenueStore } from '../../../src/core/venue/VenueStore';
import { QueryCache } from '../../../src/core/kernel/query/QueryCache';
import { eventsQuery } from '../../../src/core/events/queries';
import { benefitsQuery, restaurantQuery } from '../../../src/core/venue/queries';
import { aProfile } from '../../builders/aProfile';
import { aRestaurant } from '../../builders/aRestaurant';
import { anEvent } from '../../builders/anEvent';
import { somePrizes } from '../../builders/somePrizes';
import { someBenefits } from '../../builders/someBenefits';
import type { CoreWithDoubles } from '../../doubles/coreWithDoubles';
import { arrangeSignedInWorld, settle } from '../arrangeSignedInWorld';

/** When the member last had the app open online: every answer then is saved at this time. */
const SEEN_ONLINE_AT = new Date('2026-03-01T12:00:00Z');
/** The member opens the app again three hours later, and the connection drops. */
const OPENED_AGAIN_AT = new Date('2026-03-01T15:00:00Z');

const EVENTS = [
  anEvent({ id: 'e-poker', uri: 'poker', isRsvp: true }),
  anEvent({ id: 'e-gala', uri: 'gala', isSpotlight: true, isRsvp: false }),
];
const RESTAURANT = aRestaurant({ name: 'The Hay Hill Grill' });
const BENEFITS = someBenefits({ title: 'King benefits at Leeds' });

/** A section of the member's content a screen loads, and what the member would see of it. */
interface Section {
  name: string;
  callable: CallableName;
  answer: (world: CoreWithDoubles) => void;
  load: (world: CoreWithDoubles) => Promise<void>;
  status: (world: CoreWithDoubles) => string;
  shown: (world: CoreWithDoubles) => unknown;
  expected: unknown;
  /** When the section on screen was fetched, as its note says; null when it is the server's. */
  savedAt: (world: CoreWithDoubles) => Date | null;
  /** The section's read shows the device copy. */
  fromDevice: (world: CoreWithDoubles) => boolean;
}

/** Alex's home casino. */
const VENUE_ID = 6;

const SECTIONS: Section[] = [
  {
    name: 'events (/events, /promotions, /events/:id)',
    callable: 'promotions-getPromotions',
    answer: (world) => world.callables.answer('promotions-getPromotions', { events: EVENTS }),
    load: (world) => world.get(EventsStore).load(),
    status: (world) => world.get(EventsStore).status,
    shown: (world) => world.get(EventsStore).events.map((event) => event.id),
    expected: ['e-poker', 'e-gala'],
    savedAt: (world) => world.get(EventsStore).savedAt,
    fromDevice: (world) => world.get(QueryCache).query(eventsQuery, VENUE_ID).fromDevice,
  },
  {
    name: 'the restaurant (/restaurant)',
    callable: 'members-getRestaurant',
    answer: (world) => world.callables.answer('members-getRestaurant', RESTAURANT),
    load: (world) => world.get(VenueStore).loadRestaurant(),
    status: (world) => world.get(VenueStore).restaurantStatus,
    shown: (world) => world.get(VenueStore).restaurant?.name ?? null,
    expected: 'The Hay Hill Grill',
    savedAt: (world) => world.get(VenueStore).restaurantSavedAt,
    fromDevice: (world) => world.get(QueryCache).query(restaurantQuery, VENUE_ID).fromDevice,
  },
  {
    name: 'the benefits (/benefits)',
    callable: 'benefits-getBenefits',
    answer: (world) => world.callables.answer('benefits-getBenefits', BENEFITS),
    load: (world) => world.get(VenueStore).loadBenefits(),
    status: (world) => world.get(VenueStore).benefitsStatus,
    shown: (world) => world.get(VenueStore).benefits?.title ?? null,
    expected: 'King benefits at Leeds',
    savedAt: (world) => world.get(VenueStore).benefitsSavedAt,
    fromDevice: (world) =>
      world.get(QueryCache).query(benefitsQuery, { tier: 'King', venueId: VENUE_ID }).fromDevice,
  },
];

/** The member signs in and sees the section online; what the device then keeps. */
async function deviceAfterSeenOnline(section: Section): Promise<Map<string, string>> {
  const world = arrangeSignedInWorld();
  world.clock.setTo(SEEN_ONLINE_AT);
  section.answer(world);
  world.auth.signedInAs(world.user);
  world.get(SessionStore).start();
  world.auth.initialise();
  await settle();
  await section.load(world);
  expect(section.shown(world)).toEqual(section.expected);
  return new Map(world.device.values);
}

/** The app opens again on that device, signed in; the section's own fetch then fails. */
async function reopenedWhenTheSectionFails(
  device: Map<string, string>,
  section: Section,
  failure: FunctionError,
  { online }: { online: boolean },
) {
  const world = arrangeSignedInWorld();
  for (const [key, value] of device) world.device.set(key, value);
  world.clock.setTo(OPENED_AGAIN_AT);
  world.auth.signedInAs(world.user);
  world.get(SessionStore).start();
  world.auth.initialise();
  await settle();
  world.connectivity.setOnline(online);
  world.callables.fail(section.callable, failure);
  await section.load(world);
  return world;
}

describe('content served from the device copy when the network fails', () => {
  const cases = SECTIONS.flatMap((section) =>
    (['unavailable', 'deadline-exceeded', 'cancelled'] as const).map(
      (code) => [section.name, code, section] as const,
    ),
  );

  it.each(cases)(
    '%s after %s: shows what was last seen, marked as from the device with when it was fetched',
    async (_name, code, section) => {
      const device = await deviceAfterSeenOnline(section);

      const world = await reopenedWhenTheSectionFails(
        device,
        section,
        new FunctionError(code, messages.errors.network),
        // No answer at all comes with the device offline; a slow answer with it online.
        { online: code !== 'unavailable' },
      );

      expect(section.status(world)).toBe('ready');
      expect(section.shown(world)).toEqual(section.expected);
      expect(section.fromDevice(world)).toBe(true);
      expect(section.savedAt(world)).toEqual(SEEN_ONLINE_AT);
      expect(world.get(DialogStore).current).toBeNull();
    },
  );

  it.each(SECTIONS.map((section) => [section.name, section] as const))(
    '%s: back online, a fresh answer replaces the copy by itself and the saved-at mark goes',
    async (_name, section) => {
      const device = await deviceAfterSeenOnline(section);
      const world = await reopenedWhenTheSectionFails(
        device,
        section,
        new FunctionError('unavailable', messages.errors.network),
        { online: false },
      );
      expect(section.savedAt(world)).toEqual(SEEN_ONLINE_AT);

      // Back online, the screen's read asks again by itself: nobody reloads.
      section.answer(world);
      world.connectivity.setOnline(true);
      await vi.waitFor(() => expect(section.fromDevice(world)).toBe(false));

      expect(section.status(world)).toBe('ready');
      expect(section.savedAt(world)).toBeNull();
      expect(section.fromDevice(world)).toBe(false);
    },
  );
});

describe('a refusal is never answered from the device copy', () => {
  const REFUSALS: [FunctionErrorCode, string][] = [
    ['permission-denied', 'You may not see this'],
    ['not-found', 'Nothing here'],
    ['aborted', 'Not now'],
    ['internal', 'Something broke'],
  ];
  const cases = SECTIONS.flatMap((section) =>
    REFUSALS.map(([code, message]) => [section.name, code, message, section] as const),
  );

  it.each(cases)(
    '%s refused with %s: nothing of the copy is shown and the problem is said',
    async (_name, code, message, section) => {
      const device = await deviceAfterSeenOnline(section);

      const world = await reopenedWhenTheSectionFails(
        device,
        section,
        new FunctionError(code, message),
        { online: true },
      );

      expect(section.status(world)).toBe('error');
      expect(section.shown(world)).not.toEqual(section.expected);
      expect(section.savedAt(world)).toBeNull();
      expect(section.fromDevice(world)).toBe(false);
      expect(world.get(DialogStore).current).not.toBeNull();
    },
  );
});

const OFFLINE = () => new FunctionError('unavailable', messages.errors.network);
/** Long enough for any retry or queued send to have gone out. */
const TEN_MINUTES = 10 * 60_000;

/** A signed-in member, opted in to the open game (prizes shown) and looking at the events. */
async function memberAtTheVenue() {
  const profile = aProfile().withOptIn('game-spring', '2026-02-05T10:00:00Z').build();
  const world = arrangeSignedInWorld({ profile });
  world.callables
    .answer('promotions-spinToWinPrizes', { success: true, prizes: somePrizes() })
    .answer('promotions-getPromotions', { events: EVENTS });
  world.device.set(LAST_USER_KEY, world.user.uid);
  world.auth.signedInAs(world.user);
  world.get(SessionStore).start();
  world.auth.initialise();
  await settle();
  await world.get(GamesStore).loadPrizes('game-spring');
  await world.get(EventsStore).load();
  return world;
}

/** The connection comes back; the server would now accept anything sent; time passes. */
async function backOnlineAndWait(world: CoreWithDoubles): Promise<void> {
  world.callables
    .answer('promotions-spinTheWheel', { success: true, prize: 0 })
    .answer('promotions-optInToEvent', { success: true });
  world.connectivity.setOnline(true);
  world.scheduler.advance(TEN_MINUTES);
  world.clock.advance(TEN_MINUTES);
  await settle();
}

describe('actions tried offline say they need a connection and send nothing later', () => {
  it('Spin To Win: the needs-connection message, no prize, and no spin sent once back online', async () => {
    const world = await memberAtTheVenue();
    const games = world.get(GamesStore);
    expect(games.cardById('game-spring')?.status.kind).toBe('ready-to-play');
    world.connectivity.setOnline(false);
    world.callables.fail('promotions-spinTheWheel', OFFLINE());

    await games.spin('game-spring');

    expect(world.get(DialogStore).current?.message).toBe(messages.offline.needsConnection);
    expect(games.resultFor('game-spring')).toBeNull();
    expect(games.cardById('game-spring')?.status.kind).toBe('ready-to-play');
    expect(games.isSpinning).toBe(false);
    const triedOffline = world.callables.callsTo('promotions-spinTheWheel').length;
    expect(triedOffline).toBe(1);

    await backOnlineAndWait(world);

    // The one attempt failed on the device; nothing was queued to go once the network was back.
    expect(world.callables.callsTo('promotions-spinTheWheel')).toHaveLength(triedOffline);
    expect(games.resultFor('game-spring')).toBeNull();
    expect(world.analytics.events.filter((event) => event.type === 'spin wheel')).toEqual([]);
  });

  it('event RSVP: the needs-connection message, not on the list, and no RSVP sent once back online', async () => {
    const world = await memberAtTheVenue();
    const events = world.get(EventsStore);
    world.connectivity.setOnline(false);
    world.callables.fail('promotions-optInToEvent', OFFLINE());

    await events.optIn('e-poker');

    expect(world.get(DialogStore).current?.message).toBe(messages.offline.needsConnection);
    expect(events.isOptedIn('e-poker')).toBe(false);
    expect(events.isOptingIn('e-poker')).toBe(false);
    expect(world.device.get(OPTIN_IDS_KEY)).toBeNull();
    const triedOffline = world.callables.callsTo('promotions-optInToEvent').length;
    expect(triedOffline).toBe(1);

    await backOnlineAndWait(world);

    expect(world.callables.callsTo('promotions-optInToEvent')).toHaveLength(triedOffline);
    expect(events.isOptedIn('e-poker')).toBe(false);
    expect(world.device.get(OPTIN_IDS_KEY)).toBeNull();
    expect(world.analytics.events.filter((event) => event.type === 'optin')).toEqual([]);
  });
});
