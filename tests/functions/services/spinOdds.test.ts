import { describe, expect, it } from 'vitest';
import { prizeOdds } from '@met/scheme';
import { demoGames } from '../../../functions/src/seed/demoGames';
import { SeedCalendar } from '../../../functions/src/seed/seedCalendar';
import { aGame, aMember } from '../builders';
import { aWorld } from '../world';

const NOW = '2026-03-10T12:00:00.000Z';

/**
 * Published odds are the server's real odds: every value the random source can give,
 * each once, through promotions-spinTheWheel, lands on each outcome exactly as often as the
 * scheme's prizeOdds (which the game's terms show) says.
 */
describe("the wheel's published odds match the server's draw (the demo games' prize lists)", () => {
  const games = demoGames(new SeedCalendar(new Date(NOW)));

  it.each(games.map(({ game, prizes }) => [game.name, game.id, prizes] as const))(
    '%s: one spin per random value lands on each outcome as often as its odds say',
    async (_name, gameId, prizes) => {
      const values = prizes.map((_, value) => value);
      const world = aWorld(NOW, values).withGame(
        aGame(new Date(NOW)).withId(gameId).build(),
        prizes,
      );
      const drawn = new Map<string, number>();
      for (const _value of values) {
        // A member of their own for each spin: one spin a day per membership.
        const { uid, ctx } = await world.signedInMember(aMember().build());
        await world.backend.appData.saveGameOptin(uid, { gameId, timestamp: NOW });
        const { prize } = await world.call(
          'promotions-spinTheWheel',
          { location: 'gb', gameId },
          ctx,
        );
        const play = await world.backend.appData.latestPlay(uid, gameId);
        expect(play?.prizeName).toBe(prizes[prize]!.name);
        const key = play!.win ? `win:${play!.prizeName}` : 'lose';
        drawn.set(key, (drawn.get(key) ?? 0) + 1);
      }

      const published = prizeOdds(prizes);
      expect(Object.fromEntries(drawn)).toEqual(
        Object.fromEntries(
          published.map((odds) => [odds.win ? `win:${odds.name}` : 'lose', odds.segments]),
        ),
      );
      for (const odds of published) {
        expect(odds.outOf).toBe(values.length);
        expect(odds.chance / odds.in).toBeCloseTo(odds.segments / values.length, 12);
      }
    },
  );

  it('Spring Fortune publishes each prize at 1 in 8 and no prize at 3 in 8', () => {
    const spring = games.find(({ game }) => game.name === 'Spring Fortune')!;

    expect(prizeOdds(spring.prizes).map((o) => [o.name, o.chance, o.in])).toEqual([
      ['£5 Free Play', 1, 8],
      ['Better luck next time', 3, 8],
      ['Free drink', 1, 8],
      ['£10 Free Play', 1, 8],
      ['Double points', 1, 8],
      ['Free dessert', 1, 8],
    ]);
  });
});
