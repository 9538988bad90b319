import { CASINO_TIME_ZONE } from './calendar';

/**
 * Dates and times as members read them (spec section 9, spec-decisions 23), on the London clock,
 * written with Intl, which browsers and Node both have: '1st Mar 2026' (date-fns's 'do MMM
 * yyyy'), '01/03/2026' ('dd/MM/yyyy') and '7:30pm' ('h:mmaaa'). tests/scheme/londonFormat.test.ts
 * holds each to date-fns's own output for those patterns over every day of a year and every
 * minute of a day. Not date-fns here: with its time-zone package it is 8 KB gzip on every
 * signed-in start, for three formats.
 */

const londonClockParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: CASINO_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** date-fns's 'MMM' (en-US): 'Sep', where en-GB's Intl says 'Sept'. */
const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

interface LondonClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** 0 to 23. */
  hour: number;
  minute: number;
}

function londonClock(instant: Date): LondonClock {
  const parts = londonClockParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    // Stryker disable next-line OptionalChaining: this format always gives a year, month, day, hour and minute, so a part is always found
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st'. */
export function ordinalDay(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** '1st Mar 2026' on the London calendar. @throws RangeError for an invalid date. */
export function formatLondonDate(instant: Date): string {
  const { year, month, day } = londonClock(instant);
  return `${ordinalDay(day)} ${SHORT_MONTHS[month - 1]} ${year}`;
}

/** '01/03/2026' on the London calendar. @throws RangeError for an invalid date. */
export function formatLondonNumericDate(instant: Date): string {
  const { year, month, day } = londonClock(instant);
  return `${twoDigits(day)}/${twoDigits(month)}/${year}`;
}

/** '7:30pm', '12:05am' on the London clock. @throws RangeError for an invalid date. */
export function formatLondonTime(instant: Date): string {
  const { hour, minute } = londonClock(instant);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${twoDigits(minute)}${hour < 12 ? 'am' : 'pm'}`;
}
