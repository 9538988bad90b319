import { describe, expect, it } from 'vitest';
import type { CallableName } from '@met/scheme/contract';
import { aMember, aRestaurant, aVenue, anEvent, someBenefits } from '../builders';
import { aWorld } from '../world';

const venueWorld = () =>
  aWorld()
    .withVenue(
      aVenue(6, { pagetitle: 'Leicester Square' }),
      aRestaurant(6, { name: 'The Square Grill' }),
    )
    .withVenue(aVenue(9))
    .withEvent(anEvent(6, { id: 'poker-night' }))
    .withBenefits(someBenefits('King', 6));

describe('venue content: members-getVenue, members-getRestaurant, promotions-getPromotions', () => {
  it('remaps venue 17 to 6', async () => {
    const world = venueWorld();
    const { ctx } = await world.signedInMember(aMember().withHomeCasino(17).build());

    const venue = await world.call('members-getVenue', { venueId: 17 }, ctx);
    const restaurant = await world.call('members-getRestaurant', { venueId: 17 }, ctx);
    const { events } = await world.call('promotions-getPromotions', { venueId: 17 }, ctx);
    const benefits = await world.call('benefits-getBenefits', { tier: 'King', venueId: 17 }, ctx);

    expect(venue).toMatchObject({ id: 6, pagetitle: 'Leicester Square' });
    expect(restaurant.name).toBe('The Square Grill');
    expect(events.map(({ id }) => id)).toEqual(['poker-night']);
    expect(benefits.venueId).toBe(6);
  });

  it.each([
    'members-getVenue',
    'members-getRestaurant',
    'promotions-getPromotions',
  ] as CallableName[])('%s answers not-found for an unknown venue', async (name) => {
    const world = venueWorld();
    const { ctx } = await world.signedInMember(aMember().build());

    const error = await world.callError(name, { venueId: 42 }, ctx);

    expect(error).toMatchObject({ code: 'not-found', message: 'Unable to find venue details' });
  });

  it.each([
    'members-getVenue',
    'members-getRestaurant',
    'promotions-getPromotions',
  ] as CallableName[])('%s refuses a temporary member', async (name) => {
    const world = venueWorld();
    const { ctx } = await world.signedInMember(aMember().temporary().build());

    const error = await world.callError(name, { venueId: 6 }, ctx);

    expect(error.code).toBe('permission-denied');
    expect(error.message).toMatch(/temporary/);
  });

  it.each([
    'members-getVenue',
    'members-getRestaurant',
    'promotions-getPromotions',
    'benefits-getBenefits',
  ] as CallableName[])('%s refuses a signed-out caller', async (name) => {
    const world = venueWorld();

    const error = await world.callError(name, { venueId: 6, tier: 'King' }, {});

    expect(error).toMatchObject({ code: 'unauthenticated', message: 'User not signed in' });
  });

  it('leaves out events that have ended', async () => {
    const world = venueWorld().withEvent(
      anEvent(6, {
        id: 'last-week',
        startsAt: '2026-03-01T19:00:00Z',
        endsAt: '2026-03-01T23:00:00Z',
      }),
    );
    const { ctx } = await world.signedInMember(aMember().build());

    const { events } = await world.call('promotions-getPromotions', { venueId: 6 }, ctx);

    expect(events.map(({ id }) => id)).toEqual(['poker-night']);
  });
});

describe('benefits-getBenefits', () => {
  it('answers the benefits of a tier named in any case', async () => {
    const world = venueWorld();
    const { ctx } = await world.signedInMember(aMember().build());

    const benefits = await world.call('benefits-getBenefits', { tier: 'king', venueId: 6 }, ctx);

    expect(benefits).toMatchObject({ tier: 'King', venueId: 6 });
  });

  it('answers not-found for a tier with no benefits', async () => {
    const world = venueWorld();
    const { ctx } = await world.signedInMember(aMember().build());

    const error = await world.callError(
      'benefits-getBenefits',
      { tier: 'Emperor', venueId: 6 },
      ctx,
    );

    expect(error.code).toBe('not-found');
  });
});
