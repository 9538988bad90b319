/**
 * DECISIONS.md "Analytics and session recording", attacked: analytics-recordEngagement keeps the
 * spec's customer_engagement events with nothing that names the member. A request carrying an
 * identity (a uid, a membership number, an email, free text) or a type of its own is refused,
 * never stripped and stored; a script holding a login is held to the hourly limit, even all at
 * once, and spends nothing of another login's; signed-out, unverified and self-excluded callers
 * store nothing. Runs on the in-memory backend and on the production adapters over the emulators.
 */
import { describe, expect, it } from 'vitest';
import { londonDayKey } from '@met/scheme';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import { ENGAGEMENTS_PER_HOUR } from '../../../functions/src/domain/engagements';
import type { MemberRecord } from '../../../functions/src/ports/MemberDirectory';
import { aMember } from '../../functions/builders';
import { tallyEach } from '../tally';
import { type AttackBackend, type AttackSuite, attackSubject, attempt, refusal } from './target';

// Tuesday 10 March 2026, 21:00 in London.
const NOW = '2026-03-10T21:00:00.000Z';
const TODAY = londonDayKey(new Date(NOW));
const SPIN = { type: 'spin wheel', gameId: 'spin-spring-fortune', win: true };

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const aMemberOf = (label: string, changes: Partial<MemberRecord> = {}) =>
  aMember().withEmail(`${label}-${unique()}@example.com`).with(changes).build();

async function worldWith(target: Parameters<AttackSuite>[0], members: MemberRecord[]) {
  const seed = emptyMemoryState();
  for (const member of members) seed.members[member.customer_number] = member;
  return target.start(seed, NOW);
}

const kept = (world: AttackBackend) => world.adapters.engagementLog.onDay(TODAY);

const engagements: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(`usage events (${target.label})`, () => {
    it('an event carrying an identity, free text or a type of its own is refused, and nothing is kept', async () => {
      const member = aMemberOf('planted');
      const world = await worldWith(target, [member]);
      const { uid, ctx } = await world.login(member.email, {
        memberships: [member.customer_number],
      });
      const plants: [string, unknown][] = [
        ['the login', { ...SPIN, uid }],
        ['another login', { ...SPIN, userId: 'someone-else' }],
        ['a membership number', { ...SPIN, customerNumber: member.customer_number }],
        ['an email', { ...SPIN, email: member.email }],
        ['a name', { ...SPIN, name: `${member.first_name} ${member.last_name}` }],
        ['a venue of its choosing', { ...SPIN, venueId: 99 }],
        ['a time of its choosing', { ...SPIN, at: '2020-01-01T00:00:00.000Z' }],
        ['an id holding an email', { ...SPIN, gameId: member.email }],
        ['an id holding a sentence', { ...SPIN, gameId: 'I am Ada Lovelace' }],
        ['a type of its own', { ...SPIN, type: 'page view' }],
        ['a nested record', { ...SPIN, details: { uid } }],
      ];

      await tallyEach(
        'attacks',
        attackSubject('usage events: an identity planted in an event', target),
        plants,
        async ([, request]) => {
          const error = await refusal(world, 'analytics-recordEngagement', request, ctx);
          expect(error.code).toBe('invalid-argument');
        },
      );
      expect(await kept(world)).toEqual([]);
      expect(await attempt(world, 'analytics-recordEngagement', SPIN, ctx)).toEqual({
        answered: { success: true },
      });
      const [record] = await kept(world);
      const stored = JSON.stringify(record);
      for (const identifying of [uid, member.customer_number, member.id, member.email]) {
        expect(stored).not.toContain(identifying);
      }
    });

    it(`a flood from one login keeps at most ${ENGAGEMENTS_PER_HOUR} an hour, its last burst all at once, and spends nothing of another login's`, async () => {
      const flooder = aMemberOf('flooder');
      const bystander = aMemberOf('bystander');
      const world = await worldWith(target, [flooder, bystander]);
      const script = await world.login(flooder.email, { memberships: [flooder.customer_number] });
      const other = await world.login(bystander.email, {
        memberships: [bystander.customer_number],
      });
      const BURST = 30;
      const LEFT_FOR_THE_BURST = 10;
      for (let sent = 0; sent < ENGAGEMENTS_PER_HOUR - LEFT_FOR_THE_BURST; sent += 1) {
        await world.backend.handlers['analytics-recordEngagement'](SPIN, script.ctx);
      }

      const burst = await Promise.all(
        Array.from({ length: BURST }, () =>
          attempt(world, 'analytics-recordEngagement', SPIN, script.ctx),
        ),
      );

      const refused = burst.filter((outcome) => 'refused' in outcome);
      await tallyEach(
        'attacks',
        attackSubject('usage events: a flood from one login', target),
        refused,
        (outcome) => {
          expect(outcome).toMatchObject({ refused: { code: 'resource-exhausted' } });
        },
      );
      expect(refused).toHaveLength(BURST - LEFT_FOR_THE_BURST);
      expect(await kept(world)).toHaveLength(ENGAGEMENTS_PER_HOUR);
      expect(await attempt(world, 'analytics-recordEngagement', SPIN, other.ctx)).toEqual({
        answered: { success: true },
      });
    });

    it('a caller who is signed out, unverified or self-excluded keeps nothing', async () => {
      const unverified = aMemberOf('unverified');
      const excluded = aMemberOf('excluded', { selfExcluded: true });
      const world = await worldWith(target, [unverified, excluded]);
      const callers = [
        { name: 'signed out', ctx: {}, code: 'unauthenticated' },
        {
          name: 'unverified',
          ctx: (
            await world.login(unverified.email, {
              verified: false,
              memberships: [unverified.customer_number],
            })
          ).ctx,
          code: 'permission-denied',
        },
        {
          name: 'self-excluded',
          ctx: (await world.login(excluded.email, { memberships: [excluded.customer_number] })).ctx,
          code: 'permission-denied',
        },
      ];

      await tallyEach(
        'attacks',
        attackSubject('usage events: a caller the gates refuse', target),
        callers,
        async ({ name, ctx, code }) => {
          const error = await refusal(world, 'analytics-recordEngagement', SPIN, ctx);
          expect(error.code, name).toBe(code);
        },
      );
      expect(await kept(world)).toEqual([]);
    });
  });
};

export default engagements;
