import { describe, expect, it } from 'vitest';
import type { MemberData } from '@met/scheme/contract';
import { EventsStore } from '../../../src/core/events/EventsStore';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { DomainError } from '../../../src/core/kernel/DomainError';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { messages } from '../../../src/core/kernel/messages';
import { MemberStore } from '../../../src/core/member/MemberStore';
import { venueQuery } from '../../../src/core/venue/queries';
import { VenueStore } from '../../../src/core/venue/VenueStore';
import { aMember } from '../../builders/aMember';
import { anEvent } from '../../builders/anEvent';
import { aRestaurant } from '../../builders/aRestaurant';
import { aVenue } from '../../builders/aVenue';
import { someBenefits } from '../../builders/someBenefits';
import { coreWithDoubles } from '../../doubles/coreWithDoubles';
import { queryCacheOver } from '../../doubles/queryCacheOver';
import { ScriptedCallables } from '../../doubles/ScriptedCallables';

/** The core with `member` on screen and every venue read answered. */
async function memberShown(member: MemberData) {
  const world = coreWithDoubles();
  world.callables
    .answer('members-getMember', { success: true, result: member })
    .answer('members-getVenue', aVenue())
    .answer('members-getRestaurant', aRestaurant())
    .answer('promotions-getPromotions', { events: [anEvent()] })
    .answer('benefits-getBenefits', someBenefits());
  await world.get(MemberStore).load();
  return world;
}

/** Every venue read the member's screens load. */
async function loadVenueContent(world: Awaited<ReturnType<typeof memberShown>>): Promise<void> {
  const venue = world.get(VenueStore);
  await venue.loadVenue();
  await venue.loadRestaurant();
  await venue.loadBenefits();
  await world.get(EventsStore).load();
}

describe('venue content', () => {
  it.each([
    [17, 6],
    [6, 6],
    [12, 12],
  ])('asks for venue %i as venue %i (spec-decisions 5)', async (homeCasino, venueId) => {
    const world = await memberShown(aMember().withHomeCasino(homeCasino).build());

    await loadVenueContent(world);

    expect(world.callables.callsTo('members-getVenue')).toEqual([{ venueId }]);
    expect(world.callables.callsTo('members-getRestaurant')).toEqual([{ venueId }]);
    expect(world.callables.callsTo('promotions-getPromotions')).toEqual([{ venueId }]);
    expect(world.callables.callsTo('benefits-getBenefits')).toEqual([{ tier: 'King', venueId }]);
    expect(world.get(VenueStore).venue?.name).toBe('Metropolitan Leeds');
  });

  it('gives a temporary member no venue, restaurant or events, without asking', async () => {
    const world = await memberShown(aMember().temporary().build());

    await loadVenueContent(world);

    const venue = world.get(VenueStore);
    expect(venue.venue).toBeNull();
    expect(venue.restaurant).toBeNull();
    expect(world.get(EventsStore).events).toEqual([]);
    expect(world.callables.calls.map((call) => call.name)).toEqual(['members-getMember']);
  });

  it('says the home casino is not found when the server knows no such venue', async () => {
    const callables = new ScriptedCallables().fail(
      'members-getVenue',
      new FunctionError('not-found', 'No venue 6'),
    );

    const attempt = queryCacheOver(callables).queries.query(venueQuery, 6).fetch();

    await expect(attempt).rejects.toEqual(new DomainError('homeCasinoNotFound'));
  });

  it('tells the member their home casino is not found, in those words', async () => {
    const world = await memberShown(aMember().build());
    world.callables.fail('members-getVenue', new FunctionError('not-found', 'No venue 6'));

    await world.get(VenueStore).loadVenue();

    expect(world.get(VenueStore).venueStatus).toBe('error');
    expect(world.get(DialogStore).current?.message).toBe(messages.errors.homeCasinoNotFound);
  });

  it('passes other venue failures on unchanged', async () => {
    const failure = new FunctionError('unavailable', 'offline');
    const callables = new ScriptedCallables().fail('members-getVenue', failure);

    await expect(queryCacheOver(callables).queries.query(venueQuery, 6).fetch()).rejects.toBe(
      failure,
    );
  });
});
