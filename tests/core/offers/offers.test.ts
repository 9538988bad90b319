import { describe, expect, it } from 'vitest';
import { formatDayKey, formatTime } from '../../../src/core/kernel/format';
import { isOfferExpiringSoon } from '../../../src/core/offers/offers';

describe('isOfferExpiringSoon: the last 7 days on the London calendar', () => {
  // 23:30 UTC on 31st May is already 1st June in London (BST).
  const now = new Date('2026-05-31T23:30:00.000Z');

  it.each([
    ['2026-05-31', false, 'expired yesterday (London)'],
    ['2026-06-01', true, 'last day is today'],
    ['2026-06-08', true, 'seven days left'],
    ['2026-06-09', false, 'eight days left'],
    ['2026-12-25', false, 'months away'],
    ['not-a-date', false, 'malformed'],
  ])('%s: %s (%s)', (expiresOn, soon) => {
    expect(isOfferExpiringSoon(expiresOn, now)).toBe(soon);
  });
});

describe('formatDayKey and formatTime', () => {
  it.each([
    ['2026-03-01', '1st Mar 2026'],
    ['2026-07-22', '22nd Jul 2026'],
    ['2026-3-1', ''],
    ['', ''],
    // Junk around a day key that Date would still read (an expanded year, a note cut short).
    ['+002026-03-01', ''],
    ['2026-03-01 (Sunday', ''],
  ])('day %j is %j', (dayKey, text) => {
    expect(formatDayKey(dayKey)).toBe(text);
  });

  it.each([
    ['2026-01-10T19:00:00.000Z', '7:00pm'],
    ['2026-07-10T18:30:00.000Z', '7:30pm'],
    ['2026-07-10T11:05:00.000Z', '12:05pm'],
  ])('time of %s is %s in London', (iso, text) => {
    expect(formatTime(new Date(iso))).toBe(text);
  });

  it('an invalid date gives an empty string', () => {
    expect(formatTime(new Date('nonsense'))).toBe('');
  });
});
