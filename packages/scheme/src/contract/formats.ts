/** Wire formats of the contract (see callables.ts): checks shared by request and response schemas. */

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_INSTANT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** True for 'yyyy-MM-dd' naming a day that exists (no 30th of February). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    // Stryker disable next-line ConditionalExpression: a two-digit month or day that rolls over changes the year or the day as well, so the other checks refuse it
    date.getUTCMonth() === month - 1 &&
    // Stryker disable next-line ConditionalExpression: a two-digit day that rolls over changes the month as well, so the month check refuses it
    date.getUTCDate() === day
  );
}

/** True for an ISO 8601 instant with a zone (Z or ±hh:mm) whose date part is a real day. */
export function isIsoInstant(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_INSTANT.exec(value);
  return match !== null && isCalendarDate(match[1]) && Number.isFinite(Date.parse(value));
}

/** Whole years between a 'yyyy-MM-dd' birth date and a 'yyyy-MM-dd' day (both calendar dates). */
export function ageOn(dob: string, day: string): number {
  const [birthYear, birthMonthDay] = [Number(dob.slice(0, 4)), dob.slice(5)];
  const [year, monthDay] = [Number(day.slice(0, 4)), day.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
}
