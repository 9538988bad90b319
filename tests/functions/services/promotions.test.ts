import { describe, expect, it } from 'vitest';
import { aGame, aMember, aVenue, anEvent, PRIZES } from '../builders';
import { aWorld } from '../world';

const NOW = '2026-03-10T12:00:00.000Z';

describe('promotions-getGames and promotions-spinToWinPrizes', () => {
  it('lists the games by start, for any signed-in caller', async () => {
    const now = new Date(NOW);
    const world = aWorld(NOW)
      .withGame(
        aGame(now).withId('later').with({ GameStart: '2026-03-09T00:00:00Z' }).build(),
        PRIZES,
      )
      .withGame(
        aGame(now).withId('earlier').with({ GameStart: '2026-03-01T00:00:00Z' }).build(),
        PRIZES,
      );
    const { ctx } = await world.login('unlinked@example.com');

    const answer = await world.call('promotions-getGames', {}, ctx);

    expect(answer.meta.map(({ id }) => id)).toEqual(['earlier', 'later']);
  });

  it('answers the prizes of a game in wheel order', async () => {
    const world = aWorld(NOW).withGame(aGame(new Date(NOW)).withId('wheel').build(), PRIZES);
    const { ctx } = await world.login('ada@example.com');

    const answer = await world.call('promotions-spinToWinPrizes', { gameId: 'wheel' }, ctx);

    expect(answer).toEqual({ success: true, prizes: PRIZES });
  });

  it('refuses signed-out callers and unknown games', async () => {
    const world = aWorld(NOW);
    const { ctx } = await world.login('ada@example.com');

    expect((await world.callError('promotions-getGames', {}, {})).code).toBe('unauthenticated');
    expect((await world.callError('promotions-spinToWinPrizes', { gameId: 'x' }, ctx)).code).toBe(
      'not-found',
    );
  });
});

describe('promotions-optInToEvent', () => {
  const eventWorld = () =>
    aWorld(NOW)
      .withVenue(aVenue(6))
      .withVenue(aVenue(9))
      .withEvent(anEvent(6, { id: 'rsvp6', uri: 'events/rsvp6' }))
      .withEvent(anEvent(6, { id: 'open6', uri: 'events/open6', isRsvp: false }))
      .withEvent(anEvent(9, { id: 'rsvp9', uri: 'events/rsvp9' }))
      .withEvent(anEvent(6, { id: 'past6', uri: 'events/past6', endsAt: '2026-03-01T23:00:00Z' }));
  const optIn = (uri: string, customerNumber = '') => ({
    uri,
    customerNumber,
    homeCasinoName: 'Anywhere',
  });

  it("records the caller's own membership, whatever customer number the client sends", async () => {
    const world = eventWorld();
    const other = aMember().build();
    world.withMember(other);
    const member = aMember().build();
    const { ctx } = await world.signedInMember(member);

    const answer = await world.call(
      'promotions-optInToEvent',
      optIn('events/rsvp6', other.customer_number),
      ctx,
    );

    expect(answer).toEqual({ success: true });
    expect(Object.values(world.state.rsvps)).toEqual([
      {
        eventId: 'rsvp6',
        customerNumber: member.customer_number,
        homeCasinoName: 'Venue 6',
        at: NOW,
      },
    ]);
  });

  it('answers success with "You\'re already on the list" the second time', async () => {
    const world = eventWorld();
    const { ctx } = await world.signedInMember(aMember().build());
    await world.call('promotions-optInToEvent', optIn('events/rsvp6'), ctx);

    const again = await world.call('promotions-optInToEvent', optIn('events/rsvp6'), ctx);

    expect(again).toEqual({ success: true, message: "You're already on the list" });
    expect(Object.keys(world.state.rsvps)).toHaveLength(1);
  });

  it("tells the member, and only that member, they are on an event's list", async () => {
    const world = eventWorld();
    const { ctx } = await world.signedInMember(aMember().build());
    const { ctx: otherCtx } = await world.signedInMember(aMember().build());
    await world.call('promotions-optInToEvent', optIn('events/rsvp6'), ctx);
    const onList = async (caller: typeof ctx) =>
      Object.fromEntries(
        (await world.call('promotions-getPromotions', { venueId: 6 }, caller)).events.map(
          (event) => [event.id, event.isOnList],
        ),
      );

    expect(await onList(ctx)).toEqual({ rsvp6: true, open6: false });
    expect(await onList(otherCtx)).toEqual({ rsvp6: false, open6: false });
  });

  it('treats home casino 17 as venue 6', async () => {
    const world = eventWorld();
    const { ctx } = await world.signedInMember(aMember().withHomeCasino(17).build());

    expect(await world.call('promotions-optInToEvent', optIn('events/rsvp6'), ctx)).toEqual({
      success: true,
    });
  });

  it.each([
    ['an event of another venue', 'events/rsvp9', 'permission-denied'],
    ['an event without RSVP', 'events/open6', 'aborted'],
    ['an event that has ended', 'events/past6', 'aborted'],
    ['an unknown event', 'events/nope', 'not-found'],
  ])('refuses %s', async (_case, uri, code) => {
    const world = eventWorld();
    const { ctx } = await world.signedInMember(aMember().build());

    const error = await world.callError('promotions-optInToEvent', optIn(uri), ctx);

    expect(error.code).toBe(code);
    expect(Object.keys(world.state.rsvps)).toHaveLength(0);
  });

  it('refuses a temporary member', async () => {
    const world = eventWorld();
    const { ctx } = await world.signedInMember(aMember().temporary().build());

    expect(
      (await world.callError('promotions-optInToEvent', optIn('events/rsvp6'), ctx)).code,
    ).toBe('permission-denied');
  });
});
