import { describe, expect, it } from 'vitest';
import { PLAYED_TODAY_DETAILS } from '@met/scheme';
import { aGame, aMember, PRIZES } from '../builders';
import { aWorld, type TestWorld } from '../world';

const NOW = '2026-03-10T12:00:00.000Z';
const DAY = 24 * 60 * 60 * 1000;

async function optedInMember(world: TestWorld, gameId: string, at = world.now) {
  const member = aMember().build();
  const signedIn = await world.signedInMember(member);
  await world.backend.appData.saveGameOptin(signedIn.uid, { gameId, timestamp: at.toISOString() });
  return { ...signedIn, member };
}

const spin = (gameId = 'wheel') => ({ location: 'gb', gameId });

describe('promotions-spinTheWheel', () => {
  it('answers the prize index drawn and records the play for the login and membership', async () => {
    const world = aWorld(NOW, [2]).withGame(aGame(new Date(NOW)).withId('wheel').build(), PRIZES);
    const { uid, ctx, member } = await optedInMember(world, 'wheel');

    const answer = await world.call('promotions-spinTheWheel', spin(), ctx);

    expect(answer).toEqual({ success: true, prize: 2 });
    expect(await world.backend.appData.latestPlay(uid, 'wheel')).toEqual({
      userId: uid,
      customerNumber: member.customer_number,
      gameId: 'wheel',
      timestamp: NOW,
      prizeName: 'Free dessert',
      win: true,
    });
  });

  it('refuses a second spin the same London day and allows one the next', async () => {
    const world = aWorld(NOW, [1]).withGame(aGame(new Date(NOW)).withId('wheel').build(), PRIZES);
    const { ctx } = await optedInMember(world, 'wheel');
    await world.call('promotions-spinTheWheel', spin(), ctx);

    world.clock.set('2026-03-10T23:59:59.999Z');
    const sameDay = await world.callError('promotions-spinTheWheel', spin(), ctx);
    world.clock.set('2026-03-11T00:00:00.000Z');
    const nextDay = await world.call('promotions-spinTheWheel', spin(), ctx);

    expect(sameDay).toMatchObject({
      code: 'resource-exhausted',
      message: 'You have already played today',
      details: PLAYED_TODAY_DETAILS,
    });
    expect(nextDay.success).toBe(true);
  });

  it('counts days in Europe/London time, not UTC (summer time)', async () => {
    // 23:30 UTC on 1 July is 00:30 on 2 July in London (BST).
    const world = aWorld('2026-07-01T22:30:00Z', [0]).withGame(
      aGame(new Date('2026-07-01T22:30:00Z')).withId('wheel').build(),
      PRIZES,
    );
    const { ctx } = await optedInMember(world, 'wheel');
    await world.call('promotions-spinTheWheel', spin(), ctx);

    world.clock.set('2026-07-01T23:30:00Z');
    const afterLondonMidnight = await world.call('promotions-spinTheWheel', spin(), ctx);

    expect(afterLondonMidnight.success).toBe(true);
  });

  it('lets exactly one of 50 concurrent spins by one member through', async () => {
    const world = aWorld(NOW, [0, 1, 2, 3]).withGame(
      aGame(new Date(NOW)).withId('wheel').build(),
      PRIZES,
    );
    const { ctx } = await optedInMember(world, 'wheel');

    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        world.backend.handlers['promotions-spinTheWheel'](spin(), ctx),
      ),
    );

    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter(
      (result) => result.status === 'rejected' && result.reason.code === 'resource-exhausted',
    );
    expect(fulfilled).toHaveLength(1);
    expect(refused).toHaveLength(49);
    expect(Object.keys(world.state.plays)).toHaveLength(1);
  });

  it.each([
    [
      'before GameStart',
      { GameStart: new Date(Date.parse(NOW) + 1).toISOString() },
      'This game has not started yet',
    ],
    [
      'after GameEnd',
      { GameEnd: new Date(Date.parse(NOW) - 1).toISOString() },
      'This game has ended',
    ],
  ])('refuses a spin %s', async (_case, window, message) => {
    const world = aWorld(NOW).withGame(
      aGame(new Date(NOW)).withId('wheel').with(window).build(),
      PRIZES,
    );
    const { ctx } = await optedInMember(world, 'wheel');

    const error = await world.callError('promotions-spinTheWheel', spin(), ctx);

    expect(error).toMatchObject({ code: 'aborted', message });
  });

  it('allows a spin at exactly GameStart and refuses one at exactly GameEnd', async () => {
    const world = aWorld(NOW).withGame(
      aGame(new Date(NOW)).withId('wheel').with({ GameStart: NOW }).build(),
      PRIZES,
    );
    world.withGame(aGame(new Date(NOW)).withId('ending').with({ GameEnd: NOW }).build(), PRIZES);
    const { uid, ctx } = await optedInMember(world, 'wheel');
    await world.backend.appData.saveGameOptin(uid, { gameId: 'ending', timestamp: NOW });

    expect((await world.call('promotions-spinTheWheel', spin('wheel'), ctx)).success).toBe(true);
    expect(await world.callError('promotions-spinTheWheel', spin('ending'), ctx)).toMatchObject({
      code: 'aborted',
      message: 'This game has ended',
    });
  });

  it('refuses a member who has not opted in', async () => {
    const world = aWorld(NOW).withGame(aGame(new Date(NOW)).withId('wheel').build(), PRIZES);
    const { ctx } = await world.signedInMember(aMember().build());

    const error = await world.callError('promotions-spinTheWheel', spin(), ctx);

    expect(error).toMatchObject({
      code: 'permission-denied',
      message: 'Please opt in before you play',
    });
  });

  it('does not count an opt-in from before OptinStart (an earlier run of the game)', async () => {
    const game = aGame(new Date(NOW)).withId('wheel').build();
    const world = aWorld(NOW).withGame(game, PRIZES);
    const { ctx } = await optedInMember(world, 'wheel', new Date(Date.parse(game.OptinStart) - 1));

    const error = await world.callError('promotions-spinTheWheel', spin(), ctx);

    expect(error.code).toBe('permission-denied');
  });

  it('does not count an opt-in to another game', async () => {
    const world = aWorld(NOW).withGame(aGame(new Date(NOW)).withId('wheel').build(), PRIZES);
    const { ctx } = await optedInMember(world, 'another-wheel');

    expect((await world.callError('promotions-spinTheWheel', spin(), ctx)).code).toBe(
      'permission-denied',
    );
  });

  it('answers not-found for an unknown game', async () => {
    const world = aWorld(NOW);
    const { ctx } = await world.signedInMember(aMember().build());

    const error = await world.callError('promotions-spinTheWheel', spin('nope'), ctx);

    expect(error).toMatchObject({ code: 'not-found', message: 'Game not found' });
  });

  it('refuses signed-out, unverified, unlinked and suspended callers', async () => {
    const world = aWorld(NOW).withGame(aGame(new Date(NOW)).withId('wheel').build(), PRIZES);
    const unverified = await world.login('unverified@example.com', { verified: false });
    const unlinked = await world.login('unlinked@example.com');
    const suspended = await world.signedInMember(aMember().suspended().build());
    await world.backend.appData.saveGameOptin(suspended.uid, { gameId: 'wheel', timestamp: NOW });

    expect((await world.callError('promotions-spinTheWheel', spin(), {})).code).toBe(
      'unauthenticated',
    );
    expect((await world.callError('promotions-spinTheWheel', spin(), unverified.ctx)).code).toBe(
      'permission-denied',
    );
    expect((await world.callError('promotions-spinTheWheel', spin(), unlinked.ctx)).code).toBe(
      'not-found',
    );
    expect((await world.callError('promotions-spinTheWheel', spin(), suspended.ctx)).code).toBe(
      'permission-denied',
    );
  });

  it('draws every segment of the wheel, given the random source', async () => {
    const world = aWorld(NOW, [0, 1, 2, 3]).withGame(
      aGame(new Date(NOW)).withId('wheel').build(),
      PRIZES,
    );
    const { ctx } = await optedInMember(world, 'wheel');
    const prizes: number[] = [];

    for (let day = 0; day < 4; day += 1) {
      prizes.push((await world.call('promotions-spinTheWheel', spin(), ctx)).prize);
      world.clock.advanceBy(DAY);
    }

    expect(prizes).toEqual([0, 1, 2, 3]);
  });
});
