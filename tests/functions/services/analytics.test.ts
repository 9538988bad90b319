import { describe, expect, it } from 'vitest';
import { NOT_AN_ENGAGEMENT_EVENT } from '@met/scheme/contract';
import {
  ENGAGEMENTS_PER_HOUR,
  TOO_MANY_ENGAGEMENTS,
  engagementExpiry,
} from '../../../functions/src/domain/engagements';
import { aMember } from '../builders';
import { aWorld, signedOut, type TestWorld } from '../world';

/**
 * analytics-recordEngagement (DECISIONS.md "Analytics and session recording"): the spec's
 * customer_engagement events kept first-party, with what the app sent, the venue, the London day
 * and the server's time, never who sent them; limited per login; behind the member gates.
 */
const NOW = '2026-03-10T23:30:00.000Z';
const SPIN = { type: 'spin wheel', gameId: 'spin-spring-fortune', win: true } as const;
const GAME_OPT_IN = { type: 'optin', category: 'game', gameId: 'spin-spring-fortune' } as const;
const EVENT_OPT_IN = { type: 'optin', category: 'event', eventId: 'poker-night' } as const;

const stored = (world: TestWorld) => world.state.engagementEvents ?? [];

async function aMemberWorld(member = aMember().withHomeCasino(6).build()) {
  const world = aWorld(NOW);
  const { uid, ctx } = await world.signedInMember(member);
  return { world, uid, ctx, member };
}

describe('analytics-recordEngagement', () => {
  it.each([
    ['a spin', SPIN],
    ['a game opt-in', GAME_OPT_IN],
    ['an event opt-in', EVENT_OPT_IN],
  ])('keeps %s with the venue, the London day and the server’s time', async (_, event) => {
    const { world, ctx } = await aMemberWorld();

    const answer = await world.call('analytics-recordEngagement', event, ctx);

    expect(answer).toEqual({ success: true });
    expect(stored(world)).toEqual([
      {
        ...event,
        venueId: 6,
        // 23:30 UTC on 10 March is still 10 March in London (GMT).
        londonDay: '2026-03-10',
        at: NOW,
        expiresAt: '2027-05-10T23:30:00.000Z',
      },
    ]);
  });

  it('stores nothing that names the member: no uid, membership number, record id or email', async () => {
    const { world, ctx, uid, member } = await aMemberWorld();

    await world.call('analytics-recordEngagement', SPIN, ctx);

    const kept = JSON.stringify(stored(world));
    for (const identifying of [uid, member.customer_number, member.id, member.email]) {
      expect(kept).not.toContain(identifying);
    }
    expect(Object.keys(stored(world)[0] ?? {}).sort()).toEqual(
      ['at', 'expiresAt', 'gameId', 'londonDay', 'type', 'venueId', 'win'].sort(),
    );
  });

  it('files a member of home casino 17 under venue 6, as every venue rule does', async () => {
    const { world, ctx } = await aMemberWorld(aMember().withHomeCasino(17).build());

    await world.call('analytics-recordEngagement', GAME_OPT_IN, ctx);

    expect(stored(world)[0]?.venueId).toBe(6);
  });

  it('keeps each event apart, two identical ones too (no key made from the content)', async () => {
    const { world, ctx } = await aMemberWorld();

    await world.call('analytics-recordEngagement', GAME_OPT_IN, ctx);
    await world.call('analytics-recordEngagement', GAME_OPT_IN, ctx);

    expect(stored(world)).toHaveLength(2);
  });

  it(`takes ${ENGAGEMENTS_PER_HOUR} events an hour from one login, then refuses and stores nothing`, async () => {
    const { world, ctx } = await aMemberWorld();
    for (let sent = 0; sent < ENGAGEMENTS_PER_HOUR; sent += 1) {
      await world.call('analytics-recordEngagement', SPIN, ctx);
    }

    const refusal = await world.callError('analytics-recordEngagement', SPIN, ctx);

    expect(refusal.code).toBe('resource-exhausted');
    expect(refusal.message).toBe(TOO_MANY_ENGAGEMENTS);
    expect(stored(world)).toHaveLength(ENGAGEMENTS_PER_HOUR);
  });

  it('counts each login apart, and takes events again an hour later', async () => {
    const { world, ctx } = await aMemberWorld();
    const other = await world.signedInMember(aMember().build());
    for (let sent = 0; sent < ENGAGEMENTS_PER_HOUR; sent += 1) {
      await world.call('analytics-recordEngagement', SPIN, ctx);
    }

    await world.call('analytics-recordEngagement', SPIN, other.ctx);
    world.clock.set('2026-03-11T00:30:00.001Z');
    await world.call('analytics-recordEngagement', SPIN, ctx);

    expect(stored(world)).toHaveLength(ENGAGEMENTS_PER_HOUR + 2);
  });

  it('refuses a signed-out caller, and counts nothing for them', async () => {
    const world = aWorld(NOW);

    const refusal = await world.callError('analytics-recordEngagement', SPIN, signedOut);

    expect(refusal.code).toBe('unauthenticated');
    expect(stored(world)).toEqual([]);
    expect(world.state.rateLimits).toEqual({});
  });

  it.each([
    {
      name: 'an unverified login',
      arrange: async (world: TestWorld) => {
        const member = aMember().build();
        world.withMember(member);
        return world.login(member.email, {
          verified: false,
          memberships: [member.customer_number],
        });
      },
      code: 'permission-denied',
    },
    {
      name: 'a login with no membership',
      arrange: (world: TestWorld) => world.login('unlinked@example.com'),
      code: 'not-found',
    },
    {
      name: 'a suspended member',
      arrange: (world: TestWorld) => world.signedInMember(aMember().suspended().build()),
      code: 'permission-denied',
    },
    {
      name: 'a temporary member',
      arrange: (world: TestWorld) =>
        world.signedInMember(aMember().withMembershipType(34, 'Temporary').build()),
      code: 'permission-denied',
    },
    {
      name: 'a member on a break',
      arrange: (world: TestWorld) =>
        world.signedInMember(aMember().with({ breakEndsAt: '2026-03-17T12:00:00.000Z' }).build()),
      code: 'permission-denied',
    },
    {
      name: 'a self-excluded member',
      arrange: (world: TestWorld) =>
        world.signedInMember(aMember().with({ selfExcluded: true }).build()),
      code: 'permission-denied',
    },
  ])('refuses $name and stores nothing', async ({ arrange, code }) => {
    const world = aWorld(NOW);
    const { ctx } = await arrange(world);

    const refusal = await world.callError('analytics-recordEngagement', SPIN, ctx);

    expect(refusal.code).toBe(code);
    expect(stored(world)).toEqual([]);
  });

  it.each([
    ['an unknown type', { ...SPIN, type: 'page view' }],
    ['a uid beside the event', { ...SPIN, uid: 'someone-else' }],
  ])('refuses %s as invalid-argument, before it counts', async (_, request) => {
    const { world, ctx } = await aMemberWorld();

    const refusal = await world.callError('analytics-recordEngagement', request, ctx);

    expect(refusal).toMatchObject({ code: 'invalid-argument', message: NOT_AN_ENGAGEMENT_EVENT });
    expect(stored(world)).toEqual([]);
    expect(world.state.rateLimits).toEqual({});
  });

  it('keeps the limiter’s count under a hash of the login, never the uid in clear', async () => {
    const { world, ctx, uid } = await aMemberWorld();

    await world.call('analytics-recordEngagement', SPIN, ctx);

    expect(JSON.stringify(world.state.rateLimits)).not.toContain(uid);
  });
});

describe('how long an event is kept (its expiresAt, the TTL field)', () => {
  it.each([
    ['2026-03-10T12:00:00.000Z', '2027-05-10T12:00:00.000Z'],
    ['2026-01-31T08:15:00.000Z', '2027-03-31T08:15:00.000Z'],
    // No 31 February: the last day of that month.
    ['2026-12-31T22:00:00.000Z', '2028-02-29T22:00:00.000Z'],
    ['2025-12-31T22:00:00.000Z', '2027-02-28T22:00:00.000Z'],
    ['2026-10-31T23:59:59.999Z', '2027-12-31T23:59:59.999Z'],
  ])('an event at %s is kept until %s: 14 months', (at, until) => {
    expect(engagementExpiry(new Date(at)).toISOString()).toBe(until);
  });
});
