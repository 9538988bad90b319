import { isValid } from 'date-fns';
import { tz } from '@date-fns/tz';
export { londonDayKey } from '@met/scheme';
import { CASINO_TIME_ZONE } from '@met/scheme';

/** date-fns context that reads and formats instants on the casino's clock. */
export const inLondon = tz(CASINO_TIME_ZONE);

/**
 * The Europe/London calendar day of an instant, as 'yyyy-MM-dd' (spec-decisions 6): the backend's
 * rule, with Intl rather than date-fns, so the signed-out pages' date-of-birth checks need no
 * date library.
 */

export function isValidInstant(value: Date): boolean {
  return value instanceof Date && isValid(value);
}
