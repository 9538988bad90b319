import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  londonDayKey,
  londonEndOfDay,
  londonStartOfDay,
  membershipCardCode,
  remapHomeCasino,
} from '@met/scheme';

describe('londonDayKey', () => {
  it.each([
    ['2026-01-15T23:59:59.999Z', '2026-01-15'],
    ['2026-01-16T00:00:00.000Z', '2026-01-16'],
    ['2026-07-01T22:59:59.999Z', '2026-07-01'],
    ['2026-07-01T23:00:00.000Z', '2026-07-02'],
    ['2026-03-29T00:59:59.999Z', '2026-03-29'],
    ['2026-10-24T23:30:00.000Z', '2026-10-25'],
  ])('%s is %s in London', (instant, day) => {
    expect(londonDayKey(new Date(instant))).toBe(day);
  });
});

describe('venues', () => {
  it.each([
    [17, 6],
    [6, 6],
    [9, 9],
  ])('venue %s is shown as %s', (asked, shown) => {
    expect(remapHomeCasino(asked)).toBe(shown);
  });
});

describe('London day boundaries', () => {
  it.each([
    ['2026-01-15', '2026-01-15T00:00:00.000Z', '2026-01-15T23:59:59.999Z'],
    ['2026-07-01', '2026-06-30T23:00:00.000Z', '2026-07-01T22:59:59.999Z'],
    ['2026-03-29', '2026-03-29T00:00:00.000Z', '2026-03-29T22:59:59.999Z'],
    ['2026-10-25', '2026-10-24T23:00:00.000Z', '2026-10-25T23:59:59.999Z'],
  ])('%s runs from %s to %s', (day, start, end) => {
    expect(londonStartOfDay(day).toISOString()).toBe(start);
    expect(londonEndOfDay(day).toISOString()).toBe(end);
  });

  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-01-01', -1, '2025-12-31'],
  ])('%s plus %s days is %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });

  it.each([
    ['2026-05-31', '2026-06-08', 8],
    ['2026-06-08', '2026-05-31', -8],
    ['2026-03-28', '2026-03-30', 2],
    ['2026-10-24', '2026-10-26', 2],
    ['2024-02-28', '2024-03-01', 2],
    ['2026-01-01', '2026-01-01', 0],
  ])('%s to %s is %s calendar days, over a clock change too', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it.each([['2026-02-30'], ['2026-03'], ['2026-3-1'], ['not-a-date'], [''], ['+002026-03-01']])(
    '%j is no day: the days to or from it are NaN',
    (junk) => {
      expect(daysBetween(junk, '2026-03-01')).toBeNaN();
      expect(daysBetween('2026-03-01', junk)).toBeNaN();
    },
  );
});

describe('the code the desk scans on the membership card', () => {
  it('is the membership number as printed on the plastic card', () => {
    expect(membershipCardCode('100104')).toBe('100104');
    expect(membershipCardCode('0012345678')).toBe('0012345678');
  });
});
