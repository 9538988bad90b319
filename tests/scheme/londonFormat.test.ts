import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  CASINO_TIME_ZONE,
  formatBreakEnd,
  formatLondonDate,
  formatLondonNumericDate,
  formatLondonTime,
  ordinalDay,
} from '@met/scheme';
import {
  DATE_DISPLAY_FORMAT,
  TIER_RESET_DATE_FORMAT,
  TIME_DISPLAY_FORMAT,
} from '../../src/core/kernel/constants';

/** The spec's patterns as date-fns itself formats them on the London clock: the oracle. */
const inLondon = tz(CASINO_TIME_ZONE);
const byDateFns = (instant: Date, pattern: string) => format(instant, pattern, { in: inLondon });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every `step` from `from` for `count` steps. */
const instants = (from: string, step: number, count: number) =>
  Array.from({ length: count }, (_, index) => new Date(Date.parse(from) + index * step));

describe("the scheme's London formats, held to date-fns's output for the spec's patterns", () => {
  it("a date is date-fns's 'do MMM yyyy' at 00:30, 12:00 and 23:30 UTC of every day of 2026 and 2028", () => {
    for (const year of ['2026', '2028']) {
      for (const offset of [30 * MINUTE, 12 * HOUR, 23 * HOUR + 30 * MINUTE]) {
        for (const instant of instants(`${year}-01-01T00:00:00.000Z`, 24 * HOUR, 366)) {
          const at = new Date(instant.getTime() + offset);
          expect(formatLondonDate(at), at.toISOString()).toBe(byDateFns(at, DATE_DISPLAY_FORMAT));
          expect(formatLondonNumericDate(at), at.toISOString()).toBe(
            byDateFns(at, TIER_RESET_DATE_FORMAT),
          );
        }
      }
    }
  });

  it("a time is date-fns's 'h:mmaaa' at every minute of a winter day and of both clock-change days", () => {
    for (const day of ['2026-01-15', '2026-03-29', '2026-10-25']) {
      for (const at of instants(`${day}T00:00:00.000Z`, MINUTE, 24 * 60)) {
        expect(formatLondonTime(at), at.toISOString()).toBe(byDateFns(at, TIME_DISPLAY_FORMAT));
      }
    }
  });

  it.each([
    ['2026-09-01T12:00:00.000Z', '1st Sep 2026', '01/09/2026', '1:00pm'],
    ['2026-06-30T23:00:00.000Z', '1st Jul 2026', '01/07/2026', '12:00am'],
    ['2026-12-31T12:05:00.000Z', '31st Dec 2026', '31/12/2026', '12:05pm'],
  ])('%s is %s, %s, %s', (iso, date, numeric, time) => {
    const at = new Date(iso);
    expect([formatLondonDate(at), formatLondonNumericDate(at), formatLondonTime(at)]).toEqual([
      date,
      numeric,
      time,
    ]);
  });

  it('an invalid date is refused, never printed as "NaN"', () => {
    const invalid = new Date(Number.NaN);
    expect(() => formatLondonDate(invalid)).toThrow(RangeError);
    expect(() => formatLondonNumericDate(invalid)).toThrow(RangeError);
    expect(() => formatLondonTime(invalid)).toThrow(RangeError);
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [30, '30th'],
    [31, '31st'],
  ])('day %i is the %s', (day, text) => {
    expect(ordinalDay(day)).toBe(text);
  });

  it("a break's end uses the same date and time, with the weekday and month in full", () => {
    expect(formatBreakEnd(new Date('2026-12-03T21:40:00.000Z'))).toBe(
      'Thursday 3rd December 2026 at 9:40pm',
    );
    expect(formatBreakEnd(new Date('2026-07-01T11:05:00.000Z'))).toBe(
      'Wednesday 1st July 2026 at 12:05pm',
    );
  });
});
