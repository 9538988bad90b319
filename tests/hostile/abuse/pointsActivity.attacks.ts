/**
 * DECISIONS.md "Points and tiers", attacked: members-getPointsActivity is always the
 * caller's own history. A request naming another member (their customer number, record id or
 * login) is refused, never answered with either member's movements, and a signed-out caller gets
 * nothing. Runs on the in-memory backend and on the production adapters over the emulators.
 */
import { describe, expect, it } from 'vitest';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import { aMember } from '../../functions/builders';
import { tallyEach } from '../tally';
import { type AttackSuite, attackSubject, attempt, refusal } from './target';

const NOW = '2026-12-03T21:40:00.000Z';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const withHistory = (label: string, points: number) =>
  aMember()
    .withEmail(`${label}-${unique()}@example.com`)
    .with({
      pointsActivity: [
        { at: '2026-12-01T21:00:00.000Z', kind: 'visit', points, description: 'Table games' },
      ],
    })
    .build();

const pointsActivity: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(`29. points activity (${target.label})`, () => {
    it('a request naming another member is refused; the caller’s own history answers only them', async () => {
      const caller = withHistory('caller', 111);
      const other = withHistory('other', 999);
      const seed = emptyMemoryState();
      for (const member of [caller, other]) seed.members[member.customer_number] = member;
      const world = await target.start(seed, NOW);
      const { ctx } = await world.login(caller.email, { memberships: [caller.customer_number] });
      const tries: [string, unknown][] = [
        ['their customer number', { customerNumber: other.customer_number }],
        ['their record id', { crmId: other.id }],
        ['their login', { uid: 'someone-else' }],
      ];

      await tallyEach(
        'attacks',
        attackSubject('29. another member’s points activity', target),
        tries,
        async ([, request]) => {
          const error = await refusal(world, 'members-getPointsActivity', request, ctx);
          expect(error.code).toBe('invalid-argument');
        },
      );
      const own = await attempt(world, 'members-getPointsActivity', {}, ctx);
      expect(own).toEqual({
        answered: expect.objectContaining({
          result: expect.objectContaining({
            movements: [expect.objectContaining({ points: 111 })],
          }),
        }),
      });
      expect((await refusal(world, 'members-getPointsActivity', {}, {})).code).toBe(
        'unauthenticated',
      );
    });
  });
};

export default pointsActivity;
