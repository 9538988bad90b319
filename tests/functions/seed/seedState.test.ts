import { describe, expect, it } from 'vitest';
import { londonDayKey } from '@met/scheme';
import { parseResponse, type CallableName } from '@met/scheme/contract';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../functions/src/seed/demoMembers';
import { DEMO_GAME_IDS } from '../../../functions/src/seed/demoGames';
import { seedState } from '../../../functions/src/seed/seedState';
import { seededBackend } from './seedWorld';

const NOW = '2026-03-10T12:00:00.000Z';

describe('seedState', () => {
  it('is the same world for the same now, and survives a JSON round trip', async () => {
    const first = await seedState(new Date(NOW));
    const second = await seedState(new Date(NOW));

    expect(second).toEqual(first);
    expect(JSON.parse(JSON.stringify(first))).toEqual(first);
  });

  it('keeps no password in plain text', async () => {
    const state = await seedState(new Date(NOW));

    expect(JSON.stringify(state)).not.toContain(DEMO_PASSWORD);
  });

  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account]))(
    '%s signs in with the demo password',
    async (email) => {
      const { backend } = await seededBackend(NOW);

      await expect(
        backend.identity.signInWithPassword(email, DEMO_PASSWORD),
      ).resolves.toMatchObject({
        email,
      });
    },
  );

  it('seeds desk@example.com: verified, staff at Mayfair (venue 6), with no membership', async () => {
    const { backend, signIn } = await seededBackend(NOW);

    const desk = await backend.identity.signInWithPassword('desk@example.com', DEMO_PASSWORD);

    expect(desk).toMatchObject({ emailVerified: true, staff: { venueId: 6 } });
    await expect(
      backend.handlers['members-getMember']({ location: 'gb' }, await signIn('desk@example.com')),
    ).rejects.toMatchObject({ code: 'not-found' });
  });

  it.each([
    ['jack@example.com', 49],
    ['queen@example.com', 48],
    ['queenspades@example.com', 59],
    ['king@example.com', 47],
    ['kinghearts@example.com', 57],
    ['kingspades@example.com', 58],
    ['ace@example.com', 46],
    ['temporary@example.com', 34],
    ['update@example.com', 41],
    ['executive@example.com', 45],
    ['account@example.com', 19],
  ])('%s is membership type %s', async (email, type) => {
    const { backend, signIn } = await seededBackend(NOW);

    const answer = await backend.handlers['members-getMember'](
      { location: 'gb' },
      await signIn(email),
    );

    expect(parseResponse('members-getMember', answer).ok).toBe(true);
    expect(answer.result.membership_type_id).toBe(type);
  });

  it('gives each tier a different progress', async () => {
    const state = await seedState(new Date(NOW));

    const points = new Set(Object.values(state.members).map(({ rewardPoints }) => rewardPoints));

    expect(points.size).toBe(Object.keys(state.members).length);
  });

  it('has a suspended member, a home casino 17 and an unverified login', async () => {
    const { backend, signIn, state } = await seededBackend(NOW);

    const suspended = await backend.handlers['members-getMember'](
      {},
      await signIn('suspended@example.com'),
    );
    const casino17 = await backend.handlers['members-getMember'](
      {},
      await signIn('casino17@example.com'),
    );
    const unverified = await signIn('unverified@example.com');

    expect(suspended.result.suspended).toBe(true);
    expect(casino17.result.home_casino).toBe(17);
    expect(unverified.auth?.emailVerified).toBe(false);
    expect(state.users[unverified.auth!.uid]).toMatchObject({
      emailVerified: false,
      memberships: ['100114'],
    });
  });

  it('lets unlinked@example.com link membership 100200 with date of birth 1985-04-12', async () => {
    const { backend, signIn } = await seededBackend(NOW);
    const ctx = await signIn('unlinked@example.com');

    const noMember = backend.handlers['members-getMember']({}, ctx);
    await expect(noMember).rejects.toMatchObject({ code: 'not-found' });
    await backend.handlers['members-linkMembership'](
      { location: 'gb', membershipNumber: '100200', dob: '1985-04-12' },
      ctx,
    );
    const linked = await backend.handlers['members-getMember']({}, ctx);

    expect(linked.result.customer_number).toBe('100200');
  });
});

describe('the seeded games', () => {
  const spin = (gameId: string) => ({ location: 'gb', gameId });

  it.each([
    // Midday, just after London midnight in summer time, and just before it in winter.
    ['2026-03-10T12:00:00.000Z'],
    ['2026-07-01T23:10:00.000Z'],
    ['2026-12-31T23:59:00.000Z'],
  ])('at %s each game is in the state its id promises', async (now) => {
    const { backend, signIn } = await seededBackend(now);
    const king = await signIn('king@example.com');
    const ace = await signIn('ace@example.com');
    const jack = await signIn('jack@example.com');
    const queen = await signIn('queen@example.com');
    const { meta } = await backend.handlers['promotions-getGames']({}, king);
    const lastDay = meta.find(({ id }) => id === DEMO_GAME_IDS.lastDay)!;

    expect(
      await backend.handlers['promotions-spinTheWheel'](spin(DEMO_GAME_IDS.open), king),
    ).toEqual({
      success: true,
      prize: 3,
    });
    await expect(
      backend.handlers['promotions-spinTheWheel'](spin(DEMO_GAME_IDS.playedToday), ace),
    ).rejects.toMatchObject({ code: 'resource-exhausted' });
    expect(londonDayKey(new Date(lastDay.GameEnd))).toBe(londonDayKey(new Date(now)));
    expect(
      (await backend.handlers['promotions-spinTheWheel'](spin(DEMO_GAME_IDS.lastDay), king))
        .success,
    ).toBe(true);
    await expect(
      backend.handlers['promotions-spinTheWheel'](spin(DEMO_GAME_IDS.notStarted), king),
    ).rejects.toMatchObject({ code: 'aborted', message: 'This game has not started yet' });
    await expect(
      backend.handlers['promotions-spinTheWheel'](spin(DEMO_GAME_IDS.ended), king),
    ).rejects.toMatchObject({ code: 'aborted', message: 'This game has ended' });
    await expect(
      backend.handlers['promotions-spinTheWheel'](spin(DEMO_GAME_IDS.open), jack),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      backend.handlers['promotions-spinTheWheel'](spin(DEMO_GAME_IDS.open), queen),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('opens opt-in for the game that has not started', async () => {
    const { backend, signIn } = await seededBackend(NOW);
    const { meta } = await backend.handlers['promotions-getGames'](
      {},
      await signIn('jack@example.com'),
    );
    const game = meta.find(({ id }) => id === DEMO_GAME_IDS.notStarted)!;
    const now = Date.parse(NOW);

    expect(Date.parse(game.OptinStart)).toBeLessThanOrEqual(now);
    expect(Date.parse(game.OptinEnd)).toBeGreaterThan(now);
    expect(Date.parse(game.GameStart)).toBeGreaterThan(now);
  });

  it('mixes wins and "Better luck next time" on every wheel', async () => {
    const state = await seedState(new Date(NOW));

    for (const prizes of Object.values(state.prizes)) {
      expect(prizes.some(({ win }) => win)).toBe(true);
      expect(prizes.some(({ name, win }) => name === 'Better luck next time' && !win)).toBe(true);
    }
  });
});

describe('the seeded content', () => {
  it('answers every tier member valid vouchers, venue, restaurant, events and benefits', async () => {
    const { backend, signIn } = await seededBackend(NOW);
    const tierAccounts = [
      'jack',
      'queen',
      'queenspades',
      'king',
      'kinghearts',
      'kingspades',
      'ace',
      'casino17',
    ];

    for (const key of tierAccounts) {
      const ctx = await signIn(`${key}@example.com`);
      const { result: member } = await backend.handlers['members-getMember']({}, ctx);
      const answers: [CallableName, unknown][] = [
        [
          'vouchers-getAllVouchers',
          await backend.handlers['vouchers-getAllVouchers']({ crmId: member.id }, ctx),
        ],
        [
          'members-getVenue',
          await backend.handlers['members-getVenue']({ venueId: member.home_casino }, ctx),
        ],
        [
          'members-getRestaurant',
          await backend.handlers['members-getRestaurant']({ venueId: member.home_casino }, ctx),
        ],
        [
          'promotions-getPromotions',
          await backend.handlers['promotions-getPromotions']({ venueId: member.home_casino }, ctx),
        ],
        [
          'benefits-getBenefits',
          await backend.handlers['benefits-getBenefits'](
            { tier: member.membership_type_Name, venueId: member.home_casino },
            ctx,
          ),
        ],
      ];
      for (const [name, answer] of answers)
        expect(parseResponse(name, answer), `${key} ${name}`).toMatchObject({ ok: true });
    }
  });

  it("gives king@example.com 'mine' and 'other' vouchers, one expiring in 2 days, none expired", async () => {
    const { backend, signIn } = await seededBackend(NOW);
    const ctx = await signIn('king@example.com');

    const { records } = await backend.handlers['vouchers-getAllVouchers'](
      { crmId: 'crm-100104' },
      ctx,
    );

    expect(records.filter(({ group }) => group === 'mine').map(({ id }) => id)).toEqual([
      'king-steak-night',
      'king-free-play-25',
    ]);
    expect(records.some(({ group }) => group === 'other')).toBe(true);
    expect(records.find(({ id }) => id === 'king-steak-night')?.expiresOn).toBe('2026-03-12');
    expect(records.some(({ id }) => id === 'king-lapsed-bonus')).toBe(false);
  });

  it('has a spotlight and an RSVP event per venue, and king is already on the Mayfair list', async () => {
    const { backend, signIn } = await seededBackend(NOW);
    const ctx = await signIn('king@example.com');

    for (const venueId of [6, 9, 12]) {
      const { events } = await backend.handlers['promotions-getPromotions']({ venueId }, ctx);
      expect(events.filter(({ isSpotlight }) => isSpotlight)).toHaveLength(1);
      expect(events.filter(({ isRsvp }) => isRsvp)).toHaveLength(1);
    }
    const mayfair = await backend.handlers['promotions-getPromotions']({ venueId: 6 }, ctx);
    expect(mayfair.events.filter(({ isOnList }) => isOnList).map(({ id }) => id)).toEqual([
      'mayfair-rsvp-poker-masterclass',
    ]);
    const again = await backend.handlers['promotions-optInToEvent'](
      { uri: 'events/mayfair/rsvp-poker-masterclass', customerNumber: '', homeCasinoName: '' },
      ctx,
    );
    expect(again).toEqual({ success: true, message: "You're already on the list" });
  });

  it('refuses the temporary member their venue, and shows casino 17 as venue 6', async () => {
    const { backend, signIn } = await seededBackend(NOW);

    await expect(
      backend.handlers['members-getVenue']({ venueId: 6 }, await signIn('temporary@example.com')),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    const venue = await backend.handlers['members-getVenue'](
      { venueId: 17 },
      await signIn('casino17@example.com'),
    );
    expect(venue.id).toBe(6);
  });
});
