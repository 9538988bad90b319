/**
 * DECISIONS.md "Games: the server's time for opt-ins": an opt-in is stamped with the server's time,
 * not the phone's. A member whose phone clock is hours out loads the games (promotions-getGames
 * carries serverTime), opts in as the app does (device time plus the measured offset), and the
 * opt-in counts: within the rules' 5 minutes of the server's clock, inside the opt-in window, and
 * the spin is allowed.
 */
import { describe, expect, it } from 'vitest';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import { OPT_IN_CLOCK_SKEW_MS } from '../../../src/adapters/fake/documentRules';
import { ServerClock } from '../../../src/core/games/ServerClock';
import { FixedClock as DeviceClock } from '../../doubles/FixedClock';
import { aGame, aMember, PRIZES } from '../../functions/builders';
import { tallyEach } from '../tally';
import { type AttackSuite, attackSubject, attempt } from './target';

const NOW = '2026-03-10T12:00:00.000Z';
const HOUR = 60 * 60 * 1000;
const GAME_ID = 'clock-wheel';
const at = (offset: number) => new Date(Date.parse(NOW) + offset).toISOString();

/** How far each phone's clock is from the server's: any of them, unhelped, misses the window. */
const PHONE_CLOCKS = [
  { label: '5 hours behind', skewMs: -5 * HOUR },
  { label: 'a day behind', skewMs: -24 * HOUR },
  { label: '3 hours ahead', skewMs: 3 * HOUR },
  { label: '40 minutes ahead', skewMs: 40 * 60 * 1000 },
];

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const optInClock: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(
    `11. opt-in stamped by a wrong phone clock (${target.label})`,
    () => {
      it('a phone whose clock is hours out opts in with the server time and may spin', async () => {
        const members = PHONE_CLOCKS.map(() =>
          aMember().withTier('King').withEmail(`clock-${unique()}@example.com`).build(),
        );
        const seed = emptyMemoryState();
        for (const member of members) seed.members[member.customer_number] = member;
        // Opt-in opened an hour ago and closes in 30 minutes: a wrong clock stamps outside it.
        seed.games[GAME_ID] = aGame(new Date(NOW))
          .withId(GAME_ID)
          .with({ OptinStart: at(-HOUR), OptinEnd: at(HOUR / 2) })
          .build();
        seed.prizes[GAME_ID] = PRIZES;
        const world = await target.start(seed, NOW);

        await tallyEach(
          'attacks',
          attackSubject('11. opt-in stamped by a wrong phone clock', target),
          PHONE_CLOCKS.map((phone, index) => ({ ...phone, member: members[index]! })),
          async ({ label, skewMs, member }) => {
            const login = await world.login(member.email, {
              memberships: [member.customer_number],
            });
            const device = new DeviceClock(new Date(world.clock.now().getTime() + skewMs));
            const serverClock = new ServerClock(device);
            const sentAt = serverClock.deviceNow();
            const games = await attempt(world, 'promotions-getGames', {}, login.ctx);
            if (!('answered' in games))
              throw new Error(`getGames refused: ${games.refused.message}`);
            serverClock.observe(games.answered.serverTime, sentAt);

            const stamp = serverClock.now();
            expect(
              Math.abs(stamp.getTime() - world.clock.now().getTime()),
              `a phone ${label}: the stamp is within the rules' 5 minutes of the server`,
            ).toBeLessThan(OPT_IN_CLOCK_SKEW_MS);
            await world.adapters.appData.saveGameOptin(login.uid, {
              gameId: GAME_ID,
              timestamp: stamp.toISOString(),
            });
            const spin = await attempt(
              world,
              'promotions-spinTheWheel',
              { location: 'gb', gameId: GAME_ID },
              login.ctx,
            );
            expect(
              spin,
              `a phone ${label}: the opt-in counts and the spin is allowed`,
            ).toMatchObject({ answered: { success: true } });
          },
        );
      });
    },
  );
};

export default optInClock;
