import { EARLIEST_BIRTH_YEAR, londonDayKey, MINIMUM_AGE_YEARS } from '@met/scheme';

/**
 * Dates of birth are typed as day, month and year fields (spec-decisions 26, the GOV.UK pattern),
 * joined into 'yyyy-MM-dd' (what the backend takes), and compare as day keys.
 */

/** The three fields of a date as typed. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export type DatePart = keyof DateParts;

const TYPED_SHAPE = /^(\d*)-(\d*)-(\d*)$/;

/** One digit becomes two ('4' is April), so a whole date is 'yyyy-MM-dd'. */
function twoDigits(value: string): string {
  return /^\d$/.test(value) ? `0${value}` : value;
}

/** '' when nothing is typed; otherwise 'year-month-day' with what was typed (not yet checked). */
export function dayKeyFromParts({ day, month, year }: DateParts): string {
  const parts = [year.trim(), month.trim(), day.trim()];
  if (parts.every((part) => part === '')) return '';
  const [y, m, d] = parts as [string, string, string];
  return `${y}-${twoDigits(m)}-${twoDigits(d)}`;
}

/** The fields of a value made by dayKeyFromParts; anything else shows as empty fields. */
export function partsOfDayKey(value: string): DateParts {
  const match = TYPED_SHAPE.exec(value);
  if (!match) return { day: '', month: '', year: '' };
  // Stryker disable next-line StringLiteral: the three (\d*) groups always take part in a match, so each is a string and the fallback is never read
  return { year: match[1] ?? '', month: match[2] ?? '', day: match[3] ?? '' };
}

/** The fields left empty in a date that is partly typed, in the order they are shown. */
export function missingDateParts(value: string): DatePart[] {
  const match = TYPED_SHAPE.exec(value);
  if (!match) return [];
  const parts = partsOfDayKey(value);
  return (['day', 'month', 'year'] as const).filter((part) => parts[part] === '');
}

const DAY_KEY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** A real day from EARLIEST_BIRTH_YEAR on: a year like 0202 is a typing slip. */
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
    // Stryker disable next-line ConditionalExpression,LogicalOperator: an impossible month rolls over the year and the month, an impossible day the month and the day (years are 1900 on here), so no check decides alone
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
