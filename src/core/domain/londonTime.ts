import { isValid } from 'date-fns';
import { tz } from '@date-fns/tz';
import { LONDON_TIME_ZONE } from './constants';

/** date-fns context that reads and formats instants on the casino's clock. */
export const inLondon = tz(LONDON_TIME_ZONE);

/**
 * The Europe/London calendar day of an instant, as 'yyyy-MM-dd' (spec-decisions 6): the backend's
 * rule, with Intl rather than date-fns, so the signed-out pages' date-of-birth checks need no
 * date library.
 */
export { londonDayKey } from '../../../functions/src/domain/londonCalendar';

export function isValidInstant(value: Date): boolean {
  return value instanceof Date && isValid(value);
}
