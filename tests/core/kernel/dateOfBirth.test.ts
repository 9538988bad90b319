import { describe, expect, it } from 'vitest';
import {
  dayKeyFromParts,
  isAdult,
  isNotInFuture,
  isRealDayKey,
  missingDateParts,
  partsOfDayKey,
} from '../../../src/core/kernel/dateOfBirth';
import { at } from '../games/builders';

describe('isRealDayKey', () => {
  it.each(['1990-01-31', '2000-02-29', '1900-01-01', '2026-12-31'])('accepts %s', (value) => {
    expect(isRealDayKey(value)).toBe(true);
  });

  it.each([
    '1990-02-30',
    '2026-02-29',
    '1900-02-29',
    '1990-13-01',
    '1990-00-10',
    '1990-01-00',
    '1990-1-5',
    '01/01/1990',
    '1899-12-31',
    '0202-01-01',
    '',
    'yesterday',
    '1990-01-01T00:00',
  ])('refuses %j', (value) => {
    expect(isRealDayKey(value)).toBe(false);
  });
});

describe('isNotInFuture (London calendar)', () => {
  // 23:30 UTC on 30 Jun 2026 is already 1 Jul in London.
  const now = at('2026-06-30T23:30:00.000Z');
  it.each([
    ['2026-06-30', true],
    ['2026-07-01', true],
    ['2026-07-02', false],
  ])('%s: %s', (dob, expected) => {
    expect(isNotInFuture(dob, now)).toBe(expected);
  });
});

describe('isAdult: 18 or over on the London calendar day', () => {
  it.each([
    ['2026-06-15T11:00:00.000Z', '2008-06-15', true],
    ['2026-06-15T11:00:00.000Z', '2008-06-16', false],
    ['2026-06-15T11:00:00.000Z', '2008-06-14', true],
    ['2026-06-15T11:00:00.000Z', '1950-01-01', true],
    // London midnight in summer: the birthday starts at 23:00 UTC the day before.
    ['2026-06-14T22:59:59.999Z', '2008-06-15', false],
    ['2026-06-14T23:00:00.000Z', '2008-06-15', true],
    // Born on a leap day: 18 on 1 March in a year without 29 February.
    ['2026-02-28T12:00:00.000Z', '2008-02-29', false],
    ['2026-03-01T12:00:00.000Z', '2008-02-29', true],
    // Today is a leap day and 18 years ago was not a leap year.
    ['2028-02-29T12:00:00.000Z', '2010-02-28', true],
    ['2028-02-29T12:00:00.000Z', '2010-03-01', false],
  ])('on %s, born %s: %s', (now, dob, expected) => {
    expect(isAdult(dob, at(now))).toBe(expected);
  });
});

describe('the day, month and year fields (spec-decisions 26)', () => {
  it('joins them day-first into yyyy-MM-dd, so 12 4 1985 is 12 April 1985', () => {
    expect(dayKeyFromParts({ day: '12', month: '4', year: '1985' })).toBe('1985-04-12');
    expect(dayKeyFromParts({ day: '1', month: '12', year: '1985' })).toBe('1985-12-01');
    expect(isRealDayKey(dayKeyFromParts({ day: '12', month: '04', year: '1985' }))).toBe(true);
  });

  it('is empty when nothing is typed, and keeps a part typed alone', () => {
    expect(dayKeyFromParts({ day: ' ', month: '', year: '' })).toBe('');
    expect(dayKeyFromParts({ day: '12', month: '', year: '' })).toBe('--12');
  });

  it('shows a value back in its fields, and anything else as empty fields', () => {
    expect(partsOfDayKey('1985-04-12')).toEqual({ day: '12', month: '04', year: '1985' });
    expect(partsOfDayKey('--12')).toEqual({ day: '12', month: '', year: '' });
    expect(partsOfDayKey('12/04/1985')).toEqual({ day: '', month: '', year: '' });
  });

  it('names the fields left empty, in the order they are shown', () => {
    expect(missingDateParts('1985--12')).toEqual(['month']);
    expect(missingDateParts('--12')).toEqual(['month', 'year']);
    expect(missingDateParts('1985-04-12')).toEqual([]);
    expect(missingDateParts('12/04/1985')).toEqual([]);
  });
});

describe('dates of birth the fields did not make', () => {
  it.each(['11990-01-01', '1990-01-011', '1990-011-01'])(
    'refuses %j, which is not yyyy-MM-dd even though a real date hides in it',
    (value) => {
      expect(isRealDayKey(value)).toBe(false);
    },
  );

  it.each(['x1985-04-12', '1985-04-12x', '-1985-04-12'])(
    'shows %j as empty fields, not as a date',
    (value) => {
      expect(partsOfDayKey(value)).toEqual({ day: '', month: '', year: '' });
      expect(missingDateParts(value)).toEqual([]);
    },
  );

  it('ignores spaces typed around the day, the month and the year', () => {
    expect(dayKeyFromParts({ day: ' 12 ', month: ' 4 ', year: ' 1985 ' })).toBe('1985-04-12');
  });

  it('compares ages on four-digit years, whatever the year', () => {
    expect(isAdult('0993-01-01', at('1010-06-15T12:00:00.000Z'))).toBe(false);
    expect(isAdult('0991-01-01', at('1010-06-15T12:00:00.000Z'))).toBe(true);
  });
});
