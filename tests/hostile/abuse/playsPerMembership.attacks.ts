/**
 * DECISIONS.md "Games: one spin per membership": one spin per membership per Europe/London day
 * (spec-decisions 6). A member who has spun today deletes their login, makes a new one for the same
 * membership (a new login, linked with the membership number and date of birth, as the app's Link
 * membership page does) and spins again: refused. The first spin's prize, the casino's record,
 * outlives the login.
 */
import { describe, expect, it } from 'vitest';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import { MESSAGES } from '../../../functions/src/domain/messages';
import { aGame, aMember, PRIZES } from '../../functions/builders';
import { tallyEach } from '../tally';
import { type AttackSuite, attackSubject, attempt, refusal } from './target';

const NOW = '2026-03-10T12:00:00.000Z';
const LATER_THAT_DAY = '2026-03-10T21:30:00.000Z';
const GAME_ID = 'membership-wheel';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const playsPerMembership: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(
    `3. one spin per membership per day (${target.label})`,
    () => {
      it('a deleted and re-created login gets no second spin, and the first prize stays on record', async () => {
        const member = aMember()
          .withTier('King')
          .withEmail(`replay-${unique()}@example.com`)
          .build();
        const seed = emptyMemoryState();
        seed.members[member.customer_number] = member;
        seed.games[GAME_ID] = aGame(new Date(NOW)).withId(GAME_ID).build();
        seed.prizes[GAME_ID] = PRIZES;
        const world = await target.start(seed, NOW);
        const spin = { location: 'gb', gameId: GAME_ID };

        const first = await world.login(member.email, { memberships: [member.customer_number] });
        await world.adapters.appData.saveGameOptin(first.uid, { gameId: GAME_ID, timestamp: NOW });
        const firstSpin = await attempt(world, 'promotions-spinTheWheel', spin, first.ctx);
        expect(firstSpin, 'the first spin of the day is allowed').toMatchObject({
          answered: { success: true },
        });
        const prize = await world.adapters.appData.latestPlay(first.uid, GAME_ID);
        expect(prize).toBeDefined();

        await world.deleteLogin(first.uid);
        world.clock.set(LATER_THAT_DAY);
        const second = await world.login(member.email);
        const linked = await attempt(
          world,
          'members-linkMembership',
          { location: 'gb', membershipNumber: member.customer_number, dob: member.dob },
          second.ctx,
        );
        expect(linked, 'the new login links the same membership').toEqual({
          answered: { success: true },
        });
        await world.adapters.appData.saveGameOptin(second.uid, {
          gameId: GAME_ID,
          timestamp: LATER_THAT_DAY,
        });

        await tallyEach(
          'attacks',
          attackSubject('3. one spin per membership per day', target),
          ['spin again on the new login', 'the first prize outlives the deleted login'],
          async (check) => {
            if (check === 'spin again on the new login') {
              const error = await refusal(world, 'promotions-spinTheWheel', spin, second.ctx);
              expect({ code: error.code, message: error.message }).toEqual({
                code: 'resource-exhausted',
                message: MESSAGES.alreadyPlayedToday,
              });
            } else {
              expect(await world.adapters.appData.latestPlay(first.uid, GAME_ID)).toEqual(prize);
            }
          },
        );
      });
    },
  );
};

export default playsPerMembership;
