import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../functions/src/domain/messages';
import { aGame, aMember, anEvent, aVenue } from '../builders';
import { aWorld } from '../world';

const NOW = '2026-03-10T12:00:00.000Z';
const DAY = 24 * 60 * 60 * 1000;

describe('promotions-getPromotions, at the edges', () => {
  it("lists the casino's events soonest first, including one that ends exactly now", async () => {
    const world = aWorld(NOW)
      .withVenue(aVenue(6))
      .withEvent(anEvent(6, { id: 'later', startsAt: '2026-03-20T19:00:00.000Z' }))
      .withEvent(
        anEvent(6, {
          id: 'ended',
          startsAt: '2026-03-09T19:00:00.000Z',
          endsAt: '2026-03-10T11:59:59.999Z',
        }),
      )
      .withEvent(
        anEvent(6, { id: 'ending-now', startsAt: '2026-03-10T09:00:00.000Z', endsAt: NOW }),
      )
      .withEvent(anEvent(6, { id: 'sooner', startsAt: '2026-03-12T19:00:00.000Z' }));
    const { ctx } = await world.login('ada@example.com');

    const { events } = await world.call('promotions-getPromotions', { venueId: 6 }, ctx);

    expect(events.map((event) => event.id)).toEqual(['ending-now', 'sooner', 'later']);
  });
});

describe("promotions-getPromotions: who is on an event's list", () => {
  const eventWorld = () =>
    aWorld(NOW)
      .withVenue(aVenue(6))
      .withEvent(anEvent(6, { id: 'rsvp6' }))
      .withEvent(anEvent(6, { id: 'open6', isRsvp: false }));
  const onList = (events: { id: string; isOnList: boolean }[]) =>
    Object.fromEntries(events.map((event) => [event.id, event.isOnList]));

  it('puts nobody on the list of an event that no longer takes RSVPs, though they replied while it did', async () => {
    const world = eventWorld();
    const member = aMember().build();
    const { ctx } = await world.signedInMember(member);
    world.state.rsvps[`open6|${member.customer_number}`] = {
      eventId: 'open6',
      customerNumber: member.customer_number,
      homeCasinoName: 'Venue 6',
      at: '2026-03-01T10:00:00.000Z',
    };

    const { events } = await world.call('promotions-getPromotions', { venueId: 6 }, ctx);

    expect(onList(events)).toEqual({ rsvp6: false, open6: false });
  });

  it('lists the events for a login with no membership, on no list, asking no list about nobody', async () => {
    const world = eventWorld();
    const { ctx } = await world.login('ada@example.com');
    // Firestore refuses a document path of undefined: so does the calendar here.
    const calendar = world.backend.deps.events;
    const lookUp = calendar.eventsWithRsvpFrom.bind(calendar);
    vi.spyOn(calendar, 'eventsWithRsvpFrom').mockImplementation(async (customerNumber, ids) => {
      if (typeof customerNumber !== 'string') throw new Error('Path must be a non-empty string');
      return lookUp(customerNumber, ids);
    });

    const { events } = await world.call('promotions-getPromotions', { venueId: 6 }, ctx);

    expect(onList(events)).toEqual({ rsvp6: false, open6: false });
  });
});

describe('promotions-getGames, at the edges', () => {
  it('lists games by start, and games starting together by id', async () => {
    const now = new Date(NOW);
    const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
    const world = aWorld(NOW)
      .withGame(
        aGame(now)
          .withId('game-a')
          .with({ GameStart: at(-1) })
          .build(),
        [],
      )
      .withGame(
        aGame(now)
          .withId('game-b')
          .with({ GameStart: at(-3) })
          .build(),
        [],
      )
      .withGame(
        aGame(now)
          .withId('game-d')
          .with({ GameStart: at(-2) })
          .build(),
        [],
      )
      .withGame(
        aGame(now)
          .withId('game-c')
          .with({ GameStart: at(-2) })
          .build(),
        [],
      );
    const { ctx } = await world.login('ada@example.com');

    const { meta } = await world.call('promotions-getGames', {}, ctx);

    expect(meta.map((game) => game.id)).toEqual(['game-b', 'game-c', 'game-d', 'game-a']);
  });
});

describe('promotions-optInToEvent, at the edges', () => {
  const optIn = { uri: 'events/rsvp6', customerNumber: '', homeCasinoName: 'The Mayfair' };

  it('still takes an RSVP for an event ending exactly now', async () => {
    const world = aWorld(NOW)
      .withVenue(aVenue(6))
      .withEvent(anEvent(6, { id: 'rsvp6', uri: 'events/rsvp6', endsAt: NOW }));
    const { ctx } = await world.signedInMember(aMember().withHomeCasino(6).build());

    await expect(world.call('promotions-optInToEvent', optIn, ctx)).resolves.toEqual({
      success: true,
    });
  });

  it("names the casino as the member's app did when the casino's record is missing", async () => {
    const world = aWorld(NOW).withEvent(anEvent(6, { id: 'rsvp6', uri: 'events/rsvp6' }));
    const { ctx } = await world.signedInMember(aMember().withHomeCasino(6).build());

    await world.call('promotions-optInToEvent', optIn, ctx);

    expect(Object.values(world.state.rsvps)[0]?.homeCasinoName).toBe('The Mayfair');
  });
});

describe('promotions-spinTheWheel, at the edges', () => {
  const spin = { location: 'gb', gameId: 'wheel' };

  async function optedIn(world: ReturnType<typeof aWorld>) {
    const signedIn = await world.signedInMember(aMember().build());
    await world.backend.appData.saveGameOptin(signedIn.uid, {
      gameId: 'wheel',
      timestamp: world.now.toISOString(),
    });
    return signedIn;
  }

  it('tells the member when a game not started yet starts', async () => {
    const now = new Date(NOW);
    const starts = new Date(now.getTime() + DAY).toISOString();
    const world = aWorld(NOW).withGame(
      aGame(now).withId('wheel').with({ GameStart: starts }).build(),
      [{ name: 'Free dessert', win: true }],
    );
    const { ctx } = await optedIn(world);

    const error = await world.callError('promotions-spinTheWheel', spin, ctx);

    expect(error).toMatchObject({
      code: 'aborted',
      message: MESSAGES.gameNotStarted,
      details: { GameStart: starts },
    });
  });

  it('refuses to spin a game with no prizes, rather than draw nothing', async () => {
    const world = aWorld(NOW).withGame(aGame(new Date(NOW)).withId('wheel').build(), []);
    const { ctx } = await optedIn(world);

    const error = await world.callError('promotions-spinTheWheel', spin, ctx);

    expect(error).toMatchObject({ code: 'internal', message: MESSAGES.gameHasNoPrizes });
  });
});
