import { describe, expect, it } from 'vitest';
import { NAMES_ONLY_THE_EVENT } from '@met/scheme/contract';
import { aMember, aVenue, anEvent } from '../builders';
import { aWorld } from '../world';

// Tuesday 10 March 2026, 12:00 in London; the masterclass starts on the 20th at 19:00.
const NOW = '2026-03-10T12:00:00.000Z';
const STARTS_AT = '2026-03-20T19:00:00.000Z';

const eventWorld = () =>
  aWorld(NOW)
    .withVenue(aVenue(6))
    .withEvent(anEvent(6, { id: 'rsvp6', uri: 'events/rsvp6', startsAt: STARTS_AT }))
    .withEvent(anEvent(6, { id: 'open6', uri: 'events/open6', isRsvp: false }));

const optIn = { uri: 'events/rsvp6', customerNumber: '', homeCasinoName: '' };

describe('promotions-cancelRsvp', () => {
  it("removes the caller's own place: the list no longer has them, and the next RSVP is new", async () => {
    const world = eventWorld();
    const { ctx } = await world.signedInMember(aMember().build());
    await world.call('promotions-optInToEvent', optIn, ctx);

    const answer = await world.call('promotions-cancelRsvp', { uri: 'events/rsvp6' }, ctx);

    expect(answer).toEqual({ success: true, cancelled: true });
    expect(world.state.rsvps).toEqual({});
    const { events } = await world.call('promotions-getPromotions', { venueId: 6 }, ctx);
    expect(events.find((event) => event.id === 'rsvp6')?.isOnList).toBe(false);
    expect(await world.call('promotions-optInToEvent', optIn, ctx)).toEqual({ success: true });
  });

  it('answers cancelled: false, not an error, when the caller is not on the list (a second tap)', async () => {
    const world = eventWorld();
    const { ctx } = await world.signedInMember(aMember().build());
    await world.call('promotions-optInToEvent', optIn, ctx);
    await world.call('promotions-cancelRsvp', { uri: 'events/rsvp6' }, ctx);

    const again = await world.call('promotions-cancelRsvp', { uri: 'events/rsvp6' }, ctx);

    expect(again).toEqual({ success: true, cancelled: false });
  });

  it("leaves other members' places alone and refuses a request that names another member", async () => {
    const world = eventWorld();
    const other = aMember().build();
    const { ctx: otherCtx } = await world.signedInMember(other);
    const { ctx } = await world.signedInMember(aMember().build());
    await world.call('promotions-optInToEvent', optIn, otherCtx);

    const plain = await world.call('promotions-cancelRsvp', { uri: 'events/rsvp6' }, ctx);
    const naming = await world.callError(
      'promotions-cancelRsvp',
      { uri: 'events/rsvp6', customerNumber: other.customer_number },
      ctx,
    );

    expect(plain).toEqual({ success: true, cancelled: false });
    expect(naming).toMatchObject({ code: 'invalid-argument', message: NAMES_ONLY_THE_EVENT });
    expect(Object.values(world.state.rsvps).map((rsvp) => rsvp.customerNumber)).toEqual([
      other.customer_number,
    ]);
  });

  it('refuses once the event has started, from its first minute, and keeps the place', async () => {
    const world = eventWorld();
    const { ctx } = await world.signedInMember(aMember().build());
    await world.call('promotions-optInToEvent', optIn, ctx);
    world.clock.set('2026-03-20T18:59:59.999Z');
    expect(await world.call('promotions-cancelRsvp', { uri: 'events/rsvp6' }, ctx)).toEqual({
      success: true,
      cancelled: true,
    });
    await world.call('promotions-optInToEvent', optIn, ctx);
    world.clock.set(STARTS_AT);

    const error = await world.callError('promotions-cancelRsvp', { uri: 'events/rsvp6' }, ctx);

    expect(error).toMatchObject({
      code: 'aborted',
      message: 'This event has started, so your place can no longer be cancelled',
    });
    expect(Object.keys(world.state.rsvps)).toHaveLength(1);
  });

  it.each([
    ['an unknown event', 'events/nothing', 'not-found', 'Event not found'],
    ['an event that takes no RSVPs', 'events/open6', 'aborted', 'This event does not take RSVPs'],
  ])('refuses %s', async (_, uri, code, message) => {
    const world = eventWorld();
    const { ctx } = await world.signedInMember(aMember().build());

    expect(await world.callError('promotions-cancelRsvp', { uri }, ctx)).toMatchObject({
      code,
      message,
    });
  });

  it('refuses a visitor and a login with no membership', async () => {
    const world = eventWorld();
    const { ctx: unlinked } = await world.login('nobody@example.com');

    expect((await world.callError('promotions-cancelRsvp', { uri: 'events/rsvp6' }, {})).code).toBe(
      'unauthenticated',
    );
    expect(
      (await world.callError('promotions-cancelRsvp', { uri: 'events/rsvp6' }, unlinked)).code,
    ).toBe('not-found');
  });

  it('lets a member on a break give up a place (it promises no play)', async () => {
    const world = eventWorld();
    const { ctx } = await world.signedInMember(aMember().build());
    await world.call('promotions-optInToEvent', optIn, ctx);
    await world.call('members-takeBreak', { period: '24h' }, ctx);

    expect(await world.call('promotions-cancelRsvp', { uri: 'events/rsvp6' }, ctx)).toEqual({
      success: true,
      cancelled: true,
    });
  });
});
