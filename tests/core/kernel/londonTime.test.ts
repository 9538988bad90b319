import { describe, expect, it } from 'vitest';
import { londonDayKey } from '../../../src/core/kernel/londonTime';
import { at } from '../games/builders';

describe('londonDayKey (spec-decisions 6: the casino clock, whatever the device zone)', () => {
  it.each([
    // Winter (GMT): London midnight is UTC midnight.
    ['2026-01-14T23:59:59.999Z', '2026-01-14'],
    ['2026-01-15T00:00:00.000Z', '2026-01-15'],
    // Summer (BST): London midnight is 23:00 UTC the day before.
    ['2026-07-01T22:59:59.999Z', '2026-07-01'],
    ['2026-07-01T23:00:00.000Z', '2026-07-02'],
    // Clocks go forward on 29 Mar 2026 at 01:00 UTC; that day is 23 hours long.
    ['2026-03-28T23:59:59.999Z', '2026-03-28'],
    ['2026-03-29T00:00:00.000Z', '2026-03-29'],
    ['2026-03-29T00:59:59.999Z', '2026-03-29'],
    ['2026-03-29T01:00:00.000Z', '2026-03-29'],
    ['2026-03-29T22:59:59.999Z', '2026-03-29'],
    ['2026-03-29T23:00:00.000Z', '2026-03-30'],
    // Clocks go back on 25 Oct 2026 at 01:00 UTC; that day is 25 hours long.
    ['2026-10-24T22:59:59.999Z', '2026-10-24'],
    ['2026-10-24T23:00:00.000Z', '2026-10-25'],
    ['2026-10-25T00:59:59.999Z', '2026-10-25'],
    ['2026-10-25T01:00:00.000Z', '2026-10-25'],
    ['2026-10-25T23:59:59.999Z', '2026-10-25'],
    ['2026-10-26T00:00:00.000Z', '2026-10-26'],
    // New Year and a leap day.
    ['2027-12-31T23:59:59.999Z', '2027-12-31'],
    ['2028-01-01T00:00:00.000Z', '2028-01-01'],
    ['2028-02-29T12:00:00.000Z', '2028-02-29'],
  ])('%s is London day %s', (iso, key) => {
    expect(londonDayKey(at(iso))).toBe(key);
  });
});
