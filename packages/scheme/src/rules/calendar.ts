/**
 * The casino's calendar is Europe/London (spec-decisions 6): "today", "one play per day" and
 * "the last day" are days of that zone, whatever zone the server or the browser runs in.
 * Intl is used because it exists in browsers and Node alike.
 */
export const CASINO_TIME_ZONE = 'Europe/London';

const londonDateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: CASINO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Europe/London calendar day of an instant, as 'yyyy-MM-dd'. */
export function londonDayKey(instant: Date): string {
  const parts = londonDateParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    // Stryker disable next-line OptionalChaining,StringLiteral: this format always has a year, a month and a day part (an invalid date throws first), so the fallback is never read
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const HOUR = 60 * 60 * 1000;

/**
 * Calendar days from the 'yyyy-MM-dd' day `from` to the day `to` (negative when `to` comes first);
 * NaN when either is not a real day ('2026-02-30', '2026-3-1').
 */
export function daysBetween(from: string, to: string): number {
  const midnight = (dayKey: string): number => {
    const instant = Date.parse(`${dayKey}T00:00:00Z`);
    // Date reads '2026-02-30' as 2nd March, and '2026-03' as its first: a day gives itself back.
    if (Number.isNaN(instant) || new Date(instant).toISOString().slice(0, 10) !== dayKey) {
      return NaN;
    }
    return instant;
  };
  return Math.round((midnight(to) - midnight(from)) / (24 * HOUR));
}

/** The calendar day `days` after a 'yyyy-MM-dd' day (negative for before). */
export function addDays(dayKey: string, days: number): string {
  const date = new Date(`${dayKey}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant a Europe/London calendar day begins (23:00Z the day before in summer time). */
export function londonStartOfDay(dayKey: string): Date {
  const utcMidnight = Date.parse(`${dayKey}T00:00:00Z`);
  // London is UTC or UTC+1, so the day starts at UTC midnight or an hour before it.
  const summerStart = utcMidnight - HOUR;
  return new Date(londonDayKey(new Date(summerStart)) === dayKey ? summerStart : utcMidnight);
}

/** The last millisecond of a Europe/London calendar day. */
export function londonEndOfDay(dayKey: string): Date {
  return new Date(londonStartOfDay(addDays(dayKey, 1)).getTime() - 1);
}
