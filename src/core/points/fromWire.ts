import type { PointsActivity as WirePointsActivity } from '@met/scheme/contract';
import type { PointsActivity } from './PointsActivity';

/* The wire's ISO strings become Dates here, once; the server's order is kept (newest first). */
export function pointsActivityFromWire(wire: WirePointsActivity): PointsActivity {
  return {
    movements: wire.movements.map(({ at, kind, points, description }) => ({
      at: new Date(at),
      kind,
      points,
      description,
    })),
    expiries: wire.expiries.map(({ on, points }) => ({ on, points })),
  };
}
