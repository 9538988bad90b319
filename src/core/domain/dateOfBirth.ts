import { MINIMUM_AGE_YEARS } from './constants';
import { londonDayKey } from '../../../functions/src/domain/londonCalendar';

/** Dates of birth arrive as 'yyyy-MM-dd' from <input type="date"> and compare as day keys. */

const DAY_KEY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
/** Nobody alive was born earlier; a year like 0202 is a typing slip. */
export const EARLIEST_BIRTH_YEAR = 1900;

export function isRealDayKey(value: string): boolean {
  if (!DAY_KEY_SHAPE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return year >= EARLIEST_BIRTH_YEAR && isCalendarDay(year, month, day);
}

/**
 * A day that exists (no 31 April, 29 February only in leap years): Date.UTC rolls an impossible
 * day over into the next month, so the round trip changes it. Done by hand rather than with
 * date-fns's parser, which would put all of parse() on the signed-out pages.
 */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
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
