import { isValid } from 'date-fns';
import { tz } from '@date-fns/tz';
import { CASINO_TIME_ZONE } from '@met/scheme';

/**
 * The Europe/London calendar day of an instant, as 'yyyy-MM-dd' (spec-decisions 6): the scheme's
 * rule, on Intl rather than date-fns, so the signed-out pages' date-of-birth checks need no
 * date library.
 */
export { londonDayKey } from '@met/scheme';

/** date-fns context that reads and formats instants on the casino's clock. */
export const inLondon = tz(CASINO_TIME_ZONE);

export function isValidInstant(value: Date): boolean {
  return value instanceof Date && isValid(value);
}
