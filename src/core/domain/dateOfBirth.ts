import { isMatch } from 'date-fns';
import { DAY_KEY_FORMAT, MINIMUM_AGE_YEARS } from './constants';
import { londonDayKey } from './londonTime';

/** Dates of birth arrive as 'yyyy-MM-dd' from <input type="date"> and compare as day keys. */

const DAY_KEY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
/** Nobody alive was born earlier; a year like 0202 is a typing slip. */
export const EARLIEST_BIRTH_YEAR = 1900;

export function isRealDayKey(value: string): boolean {
  return (
    DAY_KEY_SHAPE.test(value) &&
    isMatch(value, DAY_KEY_FORMAT) &&
    Number(value.slice(0, 4)) >= EARLIEST_BIRTH_YEAR
  );
}

/** Born today is allowed; born tomorrow (London calendar) is not. */
export function isNotInFuture(dayKey: string, now: Date): boolean {
  return dayKey <= londonDayKey(now);
}

/**
 * 18 or over on the London calendar day of `now`. Comparing 'yyyy-MM-dd' strings handles leap
 * days: someone born on 29 February turns 18 on 1 March in a year without one.
 */
export function isAdult(dayKey: string, now: Date, minimumAge = MINIMUM_AGE_YEARS): boolean {
  const today = londonDayKey(now);
  const cutoff = `${String(Number(today.slice(0, 4)) - minimumAge).padStart(4, '0')}${today.slice(4)}`;
  return dayKey <= cutoff;
}
