import { format, isValid } from 'date-fns';
import { tz } from '@date-fns/tz';
import { DAY_KEY_FORMAT, LONDON_TIME_ZONE } from './constants';

/** date-fns context that reads and formats instants on the casino's clock. */
export const inLondon = tz(LONDON_TIME_ZONE);

/** The Europe/London calendar day of an instant, as 'yyyy-MM-dd' (spec-decisions 6). */
export function londonDayKey(instant: Date): string {
  return format(instant, DAY_KEY_FORMAT, { in: inLondon });
}

export function isValidInstant(value: Date): boolean {
  return value instanceof Date && isValid(value);
}
