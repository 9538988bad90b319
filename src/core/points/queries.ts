import { callableQuery } from '../kernel/query/QueryDefinition';
import { pointsActivityFromWire } from './fromWire';

/** The member's own points history and expiry calendar (members-getPointsActivity), kept on the device. */
export const pointsActivityQuery = callableQuery({
  callable: 'members-getPointsActivity',
  request: (_none: null) => ({}),
  map: ({ result }) => pointsActivityFromWire(result),
  onDevice: true,
});
