import type { Tier } from '@met/scheme';
import { DomainError } from '../kernel/DomainError';
import { FunctionError } from '../kernel/FunctionError';
import { callableQuery } from '../kernel/query/QueryDefinition';
import { benefitsFromWire, restaurantFromWire, venueFromWire } from './fromWire';

/**
 * The member's home casino (members-getVenue), kept on the device. A venue the server does not
 * know is said as such (homeCasinoNotFound), not as a generic failure.
 */
export const venueQuery = callableQuery({
  callable: 'members-getVenue',
  request: (venueId: number) => ({ venueId }),
  map: (answer) => venueFromWire(answer),
  refused: (error) =>
    error instanceof FunctionError && error.code === 'not-found'
      ? new DomainError('homeCasinoNotFound')
      : error,
  onDevice: true,
});

/** The home casino's restaurant (members-getRestaurant), kept on the device. */
export const restaurantQuery = callableQuery({
  callable: 'members-getRestaurant',
  request: (venueId: number) => ({ venueId }),
  map: (answer) => restaurantFromWire(answer),
  onDevice: true,
});

/** The benefits of the member's tier at the home casino (benefits-getBenefits), kept on the device. */
export const benefitsQuery = callableQuery({
  callable: 'benefits-getBenefits',
  request: ({ tier, venueId }: { tier: Tier; venueId: number }) => ({ tier, venueId }),
  map: (answer) => benefitsFromWire(answer),
  onDevice: true,
});
