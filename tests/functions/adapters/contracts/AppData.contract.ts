import { expect, it } from 'vitest';
import { emptyMemoryState } from '../../../../functions/src/adapters/memory/MemoryState';
import type { GamePlay, UserProfile } from '../../../../functions/src/ports/AppData';
import type { StatePortsFixture } from './StatePorts';

const aProfile = (uid: string, changes: Partial<UserProfile> = {}): UserProfile => ({
  uid,
  email: `${uid}@example.com`,
  emailVerified: false,
  country: 'gb',
  memberships: [],
  gameOptin: [],
  ...changes,
});

/** A play of `userId`'s login; its membership is `customerNumber` (the login's own by default). */
const aPlay = (
  userId: string,
  gameId: string,
  timestamp: string,
  customerNumber = `member-of-${userId}`,
): GamePlay => ({
  userId,
  customerNumber,
  gameId,
  timestamp,
  prizeName: 'Free drink',
  win: true,
});

export function appDataContract(fixture: StatePortsFixture): void {
  const withProfiles = async (...profiles: UserProfile[]) => {
    const state = emptyMemoryState();
    for (const profile of profiles) state.users[profile.uid] = profile;
    return (await fixture(state)).appData;
  };

  it('saves and reads a profile, opt-in instants included', async () => {
    const appData = await withProfiles();
    const profile = aProfile('ada', {
      memberships: ['100101'],
      gameOptin: [{ gameId: 'spin', timestamp: '2026-03-09T08:30:00.000Z' }],
    });

    await appData.saveProfile(profile);

    expect(await appData.getProfile('ada')).toEqual(profile);
    expect(await appData.getProfile('nobody')).toBeUndefined();
  });

  it('sets the verified flag of an existing profile only', async () => {
    const appData = await withProfiles(aProfile('ada'));

    expect(await appData.setEmailVerified('ada', true)).toBe(true);
    expect(await appData.setEmailVerified('nobody', true)).toBe(false);
    expect(await appData.getProfile('ada')).toMatchObject({ emailVerified: true });
    expect(await appData.getProfile('nobody')).toBeUndefined();
  });

  it('links a membership to one login only', async () => {
    const appData = await withProfiles(aProfile('ada'), aProfile('bob'));

    expect(await appData.addMembership('ada', '100101')).toBe('added');
    expect(await appData.addMembership('ada', '100101')).toBe('already-yours');
    expect(await appData.addMembership('bob', '100101')).toBe('held-by-another');
    expect(await appData.addMembership('nobody', '100102')).toBe('no-profile');
    expect(await appData.getProfile('ada')).toMatchObject({ memberships: ['100101'] });
    expect(await appData.findProfileByMembership('100101')).toMatchObject({ uid: 'ada' });
    expect(await appData.findProfileByMembership('100999')).toBeUndefined();
  });

  it('links a membership once when two logins claim it at the same time', async () => {
    const appData = await withProfiles(aProfile('ada'), aProfile('bob'));

    const outcomes = await Promise.all([
      appData.addMembership('ada', '100101'),
      appData.addMembership('bob', '100101'),
    ]);

    expect(outcomes.sort()).toEqual(['added', 'held-by-another']);
  });

  it('replaces the opt-in to the same game and keeps the others', async () => {
    const appData = await withProfiles(
      aProfile('ada', {
        gameOptin: [
          { gameId: 'spring', timestamp: '2026-03-01T10:00:00.000Z' },
          { gameId: 'summer', timestamp: '2026-03-02T10:00:00.000Z' },
        ],
      }),
    );

    const saved = await appData.saveGameOptin('ada', {
      gameId: 'spring',
      timestamp: '2026-03-09T10:00:00.000Z',
    });

    expect(saved).toBe(true);
    expect((await appData.getProfile('ada'))?.gameOptin).toEqual([
      { gameId: 'summer', timestamp: '2026-03-02T10:00:00.000Z' },
      { gameId: 'spring', timestamp: '2026-03-09T10:00:00.000Z' },
    ]);
    expect(
      await appData.saveGameOptin('nobody', {
        gameId: 'spring',
        timestamp: '2026-03-09T10:00:00.000Z',
      }),
    ).toBe(false);
  });

  it('records one play per membership, game and London day', async () => {
    const appData = await withProfiles(aProfile('ada'));

    expect(
      await appData.recordPlayOnce(aPlay('ada', 'spin', '2026-03-10T09:00:00.000Z'), '2026-03-10'),
    ).toBe(true);
    expect(
      await appData.recordPlayOnce(aPlay('ada', 'spin', '2026-03-10T21:00:00.000Z'), '2026-03-10'),
    ).toBe(false);
    expect(
      await appData.recordPlayOnce(aPlay('ada', 'other', '2026-03-10T21:00:00.000Z'), '2026-03-10'),
    ).toBe(true);
    expect(
      await appData.recordPlayOnce(aPlay('ada', 'spin', '2026-03-11T09:00:00.000Z'), '2026-03-11'),
    ).toBe(true);
  });

  it("counts a play of another login of the same membership as that membership's play", async () => {
    const appData = await withProfiles(aProfile('ada'), aProfile('ada-again'));
    const ofAda = (userId: string, timestamp: string) => aPlay(userId, 'spin', timestamp, '100101');

    expect(
      await appData.recordPlayOnce(ofAda('ada', '2026-03-10T09:00:00.000Z'), '2026-03-10'),
    ).toBe(true);
    expect(
      await appData.recordPlayOnce(ofAda('ada-again', '2026-03-10T21:00:00.000Z'), '2026-03-10'),
    ).toBe(false);
    expect(await appData.latestPlay('ada-again', 'spin')).toBeUndefined();
  });

  it('records exactly one of 20 concurrent plays of one day', async () => {
    const appData = await withProfiles(aProfile('ada'));
    const play = aPlay('ada', 'spin', '2026-03-10T09:00:00.000Z');

    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => appData.recordPlayOnce(play, '2026-03-10')),
    );

    expect(outcomes.filter(Boolean)).toHaveLength(1);
  });

  it('finds the newest play of a user and game', async () => {
    const appData = await withProfiles(aProfile('ada'));
    await appData.recordPlayOnce(aPlay('ada', 'spin', '2026-03-09T09:00:00.000Z'), '2026-03-09');
    await appData.recordPlayOnce(aPlay('ada', 'spin', '2026-03-10T09:00:00.000Z'), '2026-03-10');
    await appData.recordPlayOnce(aPlay('bob', 'spin', '2026-03-11T09:00:00.000Z'), '2026-03-11');

    expect(await appData.latestPlay('ada', 'spin')).toEqual(
      aPlay('ada', 'spin', '2026-03-10T09:00:00.000Z'),
    );
    expect(await appData.latestPlay('ada', 'other')).toBeUndefined();
  });

  it("deletes a login's profile and frees its membership, and keeps its plays", async () => {
    const appData = await withProfiles(aProfile('ada'), aProfile('bob'));
    await appData.addMembership('ada', '100101');
    await appData.recordPlayOnce(aPlay('ada', 'spin', '2026-03-10T09:00:00.000Z'), '2026-03-10');
    await appData.recordPlayOnce(aPlay('bob', 'spin', '2026-03-10T09:00:00.000Z'), '2026-03-10');

    await appData.deleteUserData('ada');

    expect(await appData.getProfile('ada')).toBeUndefined();
    // The casino's prize record outlives the login (spec-decisions 6).
    expect(await appData.latestPlay('ada', 'spin')).toEqual(
      aPlay('ada', 'spin', '2026-03-10T09:00:00.000Z'),
    );
    expect(await appData.latestPlay('bob', 'spin')).toBeDefined();
    expect(await appData.addMembership('bob', '100101')).toBe('added');
  });
}
