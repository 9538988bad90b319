import { expect, it } from 'vitest';
import { emptyMemoryState } from '../../../../functions/src/adapters/memory/MemoryState';
import { aGame, aRestaurant, aVenue, aVoucher, PRIZES, someBenefits } from '../../builders';
import type { StatePortsFixture } from './StatePorts';

export function cataloguesContract(fixture: StatePortsFixture): void {
  it('finds venues and their restaurants by id', async () => {
    const state = emptyMemoryState();
    state.venues = { '6': aVenue(6), '9': aVenue(9) };
    state.restaurants = { '6': aRestaurant(6) };
    const { venues } = await fixture(state);

    expect(await venues.findVenue(6)).toEqual(aVenue(6));
    expect(await venues.findVenue(7)).toBeUndefined();
    expect(await venues.findRestaurant(6)).toEqual(aRestaurant(6));
    expect(await venues.findRestaurant(9)).toBeUndefined();
  });

  it("lists a member's own vouchers apart from the offers open to a tier", async () => {
    const mine = aVoucher().withId('mine').issuedTo('100104').build();
    const someoneElses = aVoucher().withId('theirs').issuedTo('100105').build();
    const forKings = aVoucher().withId('kings').forTiers('King', 'Ace').build();
    const forJacks = aVoucher().withId('jacks').forTiers('Jack').build();
    const state = emptyMemoryState();
    for (const voucher of [mine, someoneElses, forKings, forJacks]) {
      state.vouchers[voucher.id] = voucher;
    }
    const { offers } = await fixture(state);

    expect(await offers.listIssuedTo('100104')).toEqual([mine]);
    expect(await offers.listOpenToTier('King')).toEqual([forKings]);
    expect(await offers.listOpenToTier('Queen')).toEqual([]);
    expect(await offers.find('jacks')).toEqual(forJacks);
    expect(await offers.find('none')).toBeUndefined();
  });

  it('finds the benefits of one tier at one venue', async () => {
    const state = emptyMemoryState();
    state.benefits = [someBenefits('King', 6), someBenefits('King', 9), someBenefits('Ace', 6)];
    const { benefits } = await fixture(state);

    expect(await benefits.find('King', 9)).toEqual(someBenefits('King', 9));
    expect(await benefits.find('Queen', 6)).toBeUndefined();
  });

  it('lists games and gives their prizes in wheel order', async () => {
    const now = new Date('2026-03-10T12:00:00.000Z');
    const spring = aGame(now).withId('spring').build();
    const summer = aGame(now).withId('summer').build();
    const state = emptyMemoryState();
    state.games = { spring, summer };
    state.prizes = { spring: PRIZES, summer: [] };
    const { games } = await fixture(state);

    const listed = await games.listGames();

    expect(listed.sort((a, b) => a.id.localeCompare(b.id))).toEqual([spring, summer]);
    expect(await games.findGame('summer')).toEqual(summer);
    expect(await games.findGame('winter')).toBeUndefined();
    expect(await games.prizesFor('spring')).toEqual(PRIZES);
    expect(await games.prizesFor('summer')).toEqual([]);
    expect(await games.prizesFor('winter')).toEqual([]);
  });

  it.each([['a/b'], ['a/b/c'], ['.'], ['..'], ['__name__'], ['x'.repeat(1_501)]])(
    'finds no voucher and no game for the id %s, which names no document',
    async (id) => {
      const now = new Date('2026-03-10T12:00:00.000Z');
      const state = emptyMemoryState();
      state.vouchers = { jacks: aVoucher().withId('jacks').forTiers('Jack').build() };
      state.games = { spring: aGame(now).withId('spring').build() };
      state.prizes = { spring: PRIZES };
      const { offers, games } = await fixture(state);

      expect(await offers.find(id)).toBeUndefined();
      expect(await games.findGame(id)).toBeUndefined();
      expect(await games.prizesFor(id)).toEqual([]);
    },
  );
}
