import { expect } from 'vitest';
import { DEMO_GAME_IDS } from '../../functions/src/seed/demoGames';
import type { BackendFixture, FixtureFactory, SuiteApi } from './BackendFixture';
import { expectFunctionError, signInAs } from './expectations';

const STRONG_PASSWORD = 'Velvet-Roulette-Sunrise-71';

/** What every DocumentStorePort adapter does: users/{uid} and the games plays, own data only. */
export function documentStorePortContract(
  { describe, it }: SuiteApi,
  makeFixture: FixtureFactory<BackendFixture>,
): void {
  describe('DocumentStorePort contract', () => {
    it('reads the signed-in member own profile, with Dates and defaults', async () => {
      const fixture = await makeFixture();
      const { uid } = await signInAs(fixture, 'king');

      const profile = await fixture.documents.readUserProfile(uid);

      expect(profile).toMatchObject({
        uid,
        email: 'king@example.com',
        emailVerified: true,
        country: 'gb',
        memberships: ['100104'],
      });
      expect(profile?.gameOptin.length).toBeGreaterThan(0);
      expect(profile?.gameOptin.every((optIn) => optIn.timestamp instanceof Date)).toBe(true);
    });

    it('answers null for a login that has no profile document yet', async () => {
      const fixture = await makeFixture();
      const { uid } = await fixture.auth.signUp('no.profile@example.com', STRONG_PASSWORD);

      expect(await fixture.documents.readUserProfile(uid)).toBeNull();
    });

    it('refuses another member profile, and any profile when signed out', async () => {
      const fixture = await makeFixture();
      const jack = await signInAs(fixture, 'jack');
      await signInAs(fixture, 'queen');

      await expectFunctionError(fixture.documents.readUserProfile(jack.uid), 'permission-denied');
      await fixture.auth.signOut();
      await expectFunctionError(fixture.documents.readUserProfile(jack.uid), 'permission-denied');
    });

    it('merges an opt-in into gameOptin, keeping the other entries and replacing its own', async () => {
      const fixture = await makeFixture();
      const { uid } = await signInAs(fixture, 'king');
      const before = await fixture.documents.readUserProfile(uid);
      const stamp = new Date();

      await fixture.documents.mergeGameOptin(uid, {
        gameId: DEMO_GAME_IDS.notStarted,
        timestamp: stamp,
      });
      await fixture.documents.mergeGameOptin(uid, {
        gameId: DEMO_GAME_IDS.notStarted,
        timestamp: stamp,
      });
      const after = await fixture.documents.readUserProfile(uid);

      const forGame = after?.gameOptin.filter((optIn) => optIn.gameId === DEMO_GAME_IDS.notStarted);
      expect(forGame).toEqual([{ gameId: DEMO_GAME_IDS.notStarted, timestamp: stamp }]);
      expect(after?.gameOptin).toHaveLength((before?.gameOptin.length ?? 0) + 1);
      expect(after?.memberships).toEqual(before?.memberships);
    });

    it('keeps both of two opt-ins made at once (the second never overwrites the first)', async () => {
      const fixture = await makeFixture();
      const { uid } = await signInAs(fixture, 'king');
      const before = await fixture.documents.readUserProfile(uid);
      const others = before?.gameOptin.filter(
        (optIn) => optIn.gameId !== DEMO_GAME_IDS.open && optIn.gameId !== DEMO_GAME_IDS.notStarted,
      );
      const stamp = new Date();

      await Promise.all([
        fixture.documents.mergeGameOptin(uid, { gameId: DEMO_GAME_IDS.open, timestamp: stamp }),
        fixture.documents.mergeGameOptin(uid, {
          gameId: DEMO_GAME_IDS.notStarted,
          timestamp: stamp,
        }),
      ]);
      const after = await fixture.documents.readUserProfile(uid);

      expect(after?.gameOptin).toHaveLength((others?.length ?? 0) + 2);
      expect(after?.gameOptin).toEqual(
        expect.arrayContaining([
          { gameId: DEMO_GAME_IDS.open, timestamp: stamp },
          { gameId: DEMO_GAME_IDS.notStarted, timestamp: stamp },
        ]),
      );
    });

    it('refuses an opt-in outside the game opt-in window, or to another member profile', async () => {
      const fixture = await makeFixture();
      const jack = await signInAs(fixture, 'jack');
      const { uid } = await signInAs(fixture, 'queen');
      const now = new Date();

      await expectFunctionError(
        fixture.documents.mergeGameOptin(uid, { gameId: DEMO_GAME_IDS.ended, timestamp: now }),
        'permission-denied',
      );
      await expectFunctionError(
        fixture.documents.mergeGameOptin(jack.uid, { gameId: DEMO_GAME_IDS.open, timestamp: now }),
        'permission-denied',
      );
    });

    it('refuses an opt-in by a self-excluded membership, one the window would allow', async () => {
      const fixture = await makeFixture();
      const { uid } = await signInAs(fixture, 'excluded');

      await expectFunctionError(
        fixture.documents.mergeGameOptin(uid, {
          gameId: DEMO_GAME_IDS.notStarted,
          timestamp: new Date(),
        }),
        'permission-denied',
      );
    });

    it('answers the latest play of a game, or null when there is none', async () => {
      const fixture = await makeFixture();
      const ace = await signInAs(fixture, 'ace');

      const played = await fixture.documents.lastGamePlay(ace.uid, DEMO_GAME_IDS.playedToday);
      const notPlayed = await fixture.documents.lastGamePlay(ace.uid, DEMO_GAME_IDS.lastDay);

      expect(played).toMatchObject({ userId: ace.uid, gameId: DEMO_GAME_IDS.playedToday });
      expect(played?.timestamp).toBeInstanceOf(Date);
      expect(typeof played?.win).toBe('boolean');
      expect(notPlayed).toBeNull();
    });

    it('answers a spin just made as the latest play, to its player only', async () => {
      const fixture = await makeFixture();
      const king = await signInAs(fixture, 'king');
      const { prize } = await fixture.callables.call('promotions-spinTheWheel', {
        location: 'gb',
        gameId: DEMO_GAME_IDS.open,
      });
      const { prizes } = await fixture.callables.call('promotions-spinToWinPrizes', {
        gameId: DEMO_GAME_IDS.open,
      });

      const latest = await fixture.documents.lastGamePlay(king.uid, DEMO_GAME_IDS.open);

      expect(latest).toMatchObject({ prizeName: prizes[prize]?.name, win: prizes[prize]?.win });
      await signInAs(fixture, 'jack');
      await expectFunctionError(
        fixture.documents.lastGamePlay(king.uid, DEMO_GAME_IDS.open),
        'permission-denied',
      );
    });
  });
}
