import { describe, expect, it } from 'vitest';
import { ageOn, isCalendarDate, isIsoInstant } from '@met/scheme/contract';

describe('wire formats', () => {
  it.each([
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
  ])('calendar date %s is valid: %s', (value, valid) => {
    expect(isCalendarDate(value)).toBe(valid);
  });

  it.each([
    ['2026-03-10T12:00:00Z', true],
    ['2026-03-10T12:00:00.123+01:00', true],
    ['2026-03-10T12:00Z', true],
    ['2026-03-10T12:00:00', false],
    ['2026-03-10', false],
    ['2026-02-30T12:00:00Z', false],
    ['2026-03-10T24:00:00Z', false],
  ])('instant %s is valid: %s', (value, valid) => {
    expect(isIsoInstant(value)).toBe(valid);
  });

  it.each([
    ['2008-03-10', '2026-03-10', 18],
    ['2008-03-11', '2026-03-10', 17],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
  ])('born %s is %s on %s', (dob, day, age) => {
    expect(ageOn(dob, day)).toBe(age);
  });
});
