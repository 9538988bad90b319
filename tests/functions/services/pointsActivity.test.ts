import { describe, expect, it } from 'vitest';
import { TAKES_NO_FIELDS, type PointsMovement } from '@met/scheme/contract';
import { demoPointsActivity } from '../../../functions/src/seed/demoPointsActivity';
import { SeedCalendar } from '../../../functions/src/seed/seedCalendar';
import { aMember } from '../builders';
import { aWorld, signedOut } from '../world';

const NOW = '2026-03-10T12:00:00.000Z';

const visit = (at: string, points: number): PointsMovement => ({
  at,
  kind: 'visit',
  points,
  description: 'Table games',
});

describe('members-getPointsActivity', () => {
  it('answers the caller’s own movements newest first, and when their loyalty points expire', async () => {
    const world = aWorld(NOW);
    const mine = aMember()
      .with({
        loyalty_points: 700,
        loyalty_points_end_date: '2026-06-30',
        pointsActivity: [
          visit('2026-01-02T21:00:00.000Z', 500),
          visit('2026-03-01T21:00:00.000Z', 400),
          {
            at: '2026-02-01T20:00:00.000Z',
            kind: 'redemption',
            points: -200,
            description: 'Dinner for two',
          },
        ],
      })
      .build();
    const theirs = aMember()
      .with({ pointsActivity: [visit('2026-03-09T21:00:00.000Z', 9_999)] })
      .build();
    world.withMember(theirs);
    const { ctx } = await world.signedInMember(mine);

    const { result } = await world.call('members-getPointsActivity', {}, ctx);

    expect(result.movements.map((movement) => movement.points)).toEqual([400, -200, 500]);
    expect(result.expiries).toEqual([{ on: '2026-06-30', points: 700 }]);
  });

  it('refuses a request that names anyone, so no member can ask for another’s history', async () => {
    const world = aWorld(NOW);
    const other = aMember().build();
    world.withMember(other);
    const { ctx } = await world.signedInMember(aMember().build());

    const refusal = await world.callError(
      'members-getPointsActivity',
      { customerNumber: other.customer_number },
      ctx,
    );

    expect(refusal.code).toBe('invalid-argument');
    expect(refusal.message).toBe(TAKES_NO_FIELDS);
  });

  it('refuses a signed-out caller', async () => {
    const world = aWorld(NOW);

    const refusal = await world.callError('members-getPointsActivity', {}, signedOut);

    expect(refusal.code).toBe('unauthenticated');
  });

  it('answers a member on a break: points keep working', async () => {
    const world = aWorld(NOW);
    const member = aMember()
      .with({ breakEndsAt: '2026-03-17T12:00:00.000Z', pointsActivity: [visit(NOW, 300)] })
      .build();
    const { ctx } = await world.signedInMember(member);

    const { result } = await world.call('members-getPointsActivity', {}, ctx);

    expect(result.movements).toHaveLength(1);
  });

  it('has no expiry to show when the member has no loyalty points', async () => {
    const world = aWorld(NOW);
    const { ctx } = await world.signedInMember(aMember().with({ loyalty_points: 0 }).build());

    const { result } = await world.call('members-getPointsActivity', {}, ctx);

    expect(result).toEqual({ movements: [], expiries: [] });
  });
});

describe('the demo world’s points history', () => {
  const calendar = new SeedCalendar(new Date(NOW));

  it.each([90, 310, 5_020, 32_600])(
    'adds up to a balance of %i and never dips below nothing',
    (balance) => {
      const history = demoPointsActivity(balance, calendar).sort(
        (a, b) => Date.parse(a.at) - Date.parse(b.at),
      );
      let running = 0;
      for (const { points } of history) {
        running += points;
        expect(running).toBeGreaterThanOrEqual(0);
      }
      expect(running).toBe(balance);
      expect(new Set(history.map((movement) => movement.kind))).toContain('expiry');
    },
  );

  it('gives a new joiner with no points no history', () => {
    expect(demoPointsActivity(0, calendar)).toEqual([]);
  });
});
