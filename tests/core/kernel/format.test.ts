import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDecimal,
  formatPoints,
  formatSignedPoints,
  formatTierResetDate,
} from '../../../src/core/kernel/format';
import { at } from '../games/builders';

describe('formatDate: do MMM yyyy on the London calendar', () => {
  it.each([
    ['2026-03-01T12:00:00.000Z', '1st Mar 2026'],
    ['2026-03-02T12:00:00.000Z', '2nd Mar 2026'],
    ['2026-03-03T12:00:00.000Z', '3rd Mar 2026'],
    ['2026-03-04T12:00:00.000Z', '4th Mar 2026'],
    ['2026-03-11T12:00:00.000Z', '11th Mar 2026'],
    ['2026-03-12T12:00:00.000Z', '12th Mar 2026'],
    ['2026-03-13T12:00:00.000Z', '13th Mar 2026'],
    ['2026-03-21T12:00:00.000Z', '21st Mar 2026'],
    ['2026-03-22T12:00:00.000Z', '22nd Mar 2026'],
    ['2026-03-23T12:00:00.000Z', '23rd Mar 2026'],
    ['2026-03-31T12:00:00.000Z', '31st Mar 2026'],
    // London midnight in summer is 23:00 UTC the day before.
    ['2026-06-30T22:59:59.999Z', '30th Jun 2026'],
    ['2026-06-30T23:00:00.000Z', '1st Jul 2026'],
    // Winter: London midnight is UTC midnight.
    ['2026-12-31T23:59:59.999Z', '31st Dec 2026'],
    ['2027-01-01T00:00:00.000Z', '1st Jan 2027'],
  ])('%s is %s', (iso, text) => {
    expect(formatDate(at(iso))).toBe(text);
  });

  it('gives an empty string for an invalid date, never "Invalid Date"', () => {
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatTierResetDate: dd/MM/yyyy on the London calendar', () => {
  it.each([
    ['2026-03-01T12:00:00.000Z', '01/03/2026'],
    ['2026-12-31T23:59:59.999Z', '31/12/2026'],
    ['2026-08-31T23:30:00.000Z', '01/09/2026'],
  ])('%s is %s', (iso, text) => {
    expect(formatTierResetDate(at(iso))).toBe(text);
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatTierResetDate(new Date('nonsense'))).toBe('');
  });
});

describe('numbers: en-GB, 0 or exactly 2 decimals', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [18000, '18,000'],
    [1234567, '1,234,567'],
    [999.4, '999'],
    [999.5, '1,000'],
    [-2500, '-2,500'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('formatPoints(%s) is %s', (value, text) => {
    expect(formatPoints(value)).toBe(text);
  });

  it.each([
    [420, '+420'],
    [16700, '+16,700'],
    [0, '+0'],
    [-600, '−600'],
    [-3910, '−3,910'],
  ])('formatSignedPoints(%s) is %s, with a minus sign, not a hyphen', (value, text) => {
    expect(formatSignedPoints(value)).toBe(text);
  });

  it.each([
    [0, '0.00'],
    [5, '5.00'],
    [1234.5, '1,234.50'],
    [0.125, '0.13'],
    [0.004, '0.00'],
    [-3.1, '-3.10'],
    [Number.NaN, '0.00'],
  ])('formatDecimal(%s) is %s', (value, text) => {
    expect(formatDecimal(value)).toBe(text);
  });
});
