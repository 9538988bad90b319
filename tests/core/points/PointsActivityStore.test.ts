import { describe, expect, it } from 'vitest';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { QueryCache } from '../../../src/core/kernel/query/QueryCache';
import { PointsActivityStore } from '../../../src/core/points/PointsActivityStore';
import { pointsActivityQuery } from '../../../src/core/points/queries';
import { coreWithDoubles } from '../../doubles/coreWithDoubles';

const ANSWER = {
  success: true as const,
  result: {
    movements: [
      {
        at: '2026-03-07T21:50:00.000Z',
        kind: 'visit' as const,
        points: 420,
        description: 'Table games',
      },
      {
        at: '2026-03-01T20:00:00.000Z',
        kind: 'redemption' as const,
        points: -600,
        description: 'Drinks at the bar',
      },
    ],
    expiries: [{ on: '2026-06-30', points: 5_020 }],
  },
};

describe('PointsActivityStore', () => {
  it('shows the server’s movements in its order, with their dates, and the expiry calendar', async () => {
    const core = coreWithDoubles();
    core.callables.answer('members-getPointsActivity', ANSWER);
    const store = core.get(PointsActivityStore);

    await store.load();

    expect(store.status).toBe('ready');
    expect(store.activity.movements.map((movement) => movement.points)).toEqual([420, -600]);
    expect(store.activity.movements[0]?.at).toEqual(new Date('2026-03-07T21:50:00.000Z'));
    expect(store.activity.expiries).toEqual([{ on: '2026-06-30', points: 5_020 }]);
  });

  it('says the load failed, and clears the member’s history at logout', async () => {
    const core = coreWithDoubles();
    core.callables.fail('members-getPointsActivity', new FunctionError('unavailable', 'Offline'));
    const store = core.get(PointsActivityStore);

    await store.load();
    expect(store.status).toBe('error');

    core.callables.answer('members-getPointsActivity', ANSWER);
    await store.load();
    core.get(QueryCache).close();
    expect(store.activity).toEqual({ movements: [], expiries: [] });
    expect(store.status).toBe('idle');
  });

  it('is one of the reads kept on the device, like the member’s other reads', async () => {
    const core = coreWithDoubles();
    core.callables.answer('members-getPointsActivity', ANSWER);
    const queries = core.get(QueryCache);
    queries.open('uid-alex');

    await core.get(PointsActivityStore).load();

    expect(queries.holds(pointsActivityQuery, null)).toBe(true);
  });
});
