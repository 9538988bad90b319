import { afterEach, describe, expect, it, vi } from 'vitest';
import { ageOn, isCalendarDate, isIsoInstant } from '@met/scheme/contract';

describe('wire formats', () => {
  it.each([
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['2026-02-30', false],
    ['x2026-01-01', false],
    ['2026-01-01x', false],
    // Date.UTC reads years 0 to 99 as 1900 to 1999: such a date is refused, never read as another.
    ['0050-01-01', false],
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
    ['2026-03-10T12:00:00+23:00', true],
    ['2026-03-10T12:00:00+24:00', false],
    // Date.parse reads an expanded year; the contract's instants have four-digit years.
    ['+002026-03-10T12:00:00Z', false],
  ])('instant %s is valid: %s', (value, valid) => {
    expect(isIsoInstant(value)).toBe(valid);
  });

  it.each([
    ['a number', 20260101],
    ['nothing', undefined],
    ['a list holding a date', ['2026-01-01']],
  ])('a calendar date is text, not %s', (_case, value) => {
    expect(isCalendarDate(value)).toBe(false);
  });

  it.each([
    ['a number', 1767225600000],
    ['nothing', undefined],
    ['a list holding an instant', ['2026-01-01T00:00:00Z']],
  ])('an instant is text, not %s', (_case, value) => {
    expect(isIsoInstant(value)).toBe(false);
  });

  describe('where Date.parse reads more than the contract allows (engines differ)', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it.each(['x2026-01-01T00:00:00Z', '2026-01-01T00:00:00Zx', 'x2026-01-01T00:00:00Zx'])(
      'still refuses the instant %s with text around it',
      (value) => {
        vi.spyOn(Date, 'parse').mockReturnValue(0);

        expect(isIsoInstant(value)).toBe(false);
      },
    );
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
