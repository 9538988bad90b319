import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../src/core/kernel/DomainError';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { LoadBenefits } from '../../../src/core/venue/LoadBenefits';
import { LoadEvents } from '../../../src/core/events/LoadEvents';
import { LoadRestaurant } from '../../../src/core/venue/LoadRestaurant';
import { LoadVenue } from '../../../src/core/venue/LoadVenue';
import { aMember } from '../../builders/aMember';
import { anEvent } from '../../builders/anEvent';
import { aRestaurant } from '../../builders/aRestaurant';
import { aVenue } from '../../builders/aVenue';
import { someBenefits } from '../../builders/someBenefits';
import { InMemoryKeyValueStore } from '../../doubles/InMemoryKeyValueStore';
import { ScriptedCallables } from '../../doubles/ScriptedCallables';
import { lastSeenOver } from '../../doubles/lastSeenOver';

function venueCallables(): ScriptedCallables {
  return new ScriptedCallables()
    .answer('members-getVenue', aVenue())
    .answer('members-getRestaurant', aRestaurant())
    .answer('promotions-getPromotions', { events: [anEvent()] })
    .answer('benefits-getBenefits', someBenefits());
}

describe('venue content', () => {
  it.each([
    [17, 6],
    [6, 6],
    [12, 12],
  ])('asks for venue %i as venue %i (spec-decisions 5)', async (homeCasino, venueId) => {
    const callables = venueCallables();
    const member = aMember().withHomeCasino(homeCasino).buildModel();

    await new LoadVenue(lastSeenOver(callables)).execute(member);
    await new LoadRestaurant(lastSeenOver(callables)).execute(member);
    await new LoadEvents(lastSeenOver(callables), new InMemoryKeyValueStore()).execute(member);
    await new LoadBenefits(lastSeenOver(callables)).execute(member);

    expect(callables.callsTo('members-getVenue')).toEqual([{ venueId }]);
    expect(callables.callsTo('members-getRestaurant')).toEqual([{ venueId }]);
    expect(callables.callsTo('promotions-getPromotions')).toEqual([{ venueId }]);
    expect(callables.callsTo('benefits-getBenefits')).toEqual([{ tier: 'King', venueId }]);
  });

  it('gives a temporary member no venue, restaurant or events, without asking', async () => {
    const callables = venueCallables();
    const member = aMember().temporary().buildModel();

    expect(await new LoadVenue(lastSeenOver(callables)).execute(member)).toBeNull();
    expect(await new LoadRestaurant(lastSeenOver(callables)).execute(member)).toBeNull();
    expect(
      await new LoadEvents(lastSeenOver(callables), new InMemoryKeyValueStore()).execute(member),
    ).toEqual({ events: [], optedInIds: [] });
    expect(callables.calls).toEqual([]);
  });

  it('says the home casino is not found when the server knows no such venue', async () => {
    const callables = new ScriptedCallables().fail(
      'members-getVenue',
      new FunctionError('not-found', 'No venue 6'),
    );

    const attempt = new LoadVenue(lastSeenOver(callables)).execute(aMember().buildModel());

    await expect(attempt).rejects.toEqual(new DomainError('homeCasinoNotFound'));
  });

  it('passes other venue failures on unchanged', async () => {
    const failure = new FunctionError('unavailable', 'offline');
    const callables = new ScriptedCallables().fail('members-getVenue', failure);

    await expect(
      new LoadVenue(lastSeenOver(callables)).execute(aMember().buildModel()),
    ).rejects.toBe(failure);
  });
});
