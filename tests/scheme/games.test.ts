import { describe, expect, it } from 'vitest';
import { isPlayedTodayDetails } from '@met/scheme';

describe('isPlayedTodayDetails: a refused spin the membership has already had today', () => {
  it.each([
    ['the reason alone', { reason: 'membership-played-today' }, true],
    [
      'the reason among other details',
      { reason: 'membership-played-today', day: '2026-03-10' },
      true,
    ],
    ['another reason', { reason: 'too-many-attempts' }, false],
    ['details without a reason', {}, false],
    ['the reason as bare text', 'membership-played-today', false],
    ['null', null, false],
    ['no details', undefined, false],
  ])('recognises %s: %s', (_case, details, recognised) => {
    expect(isPlayedTodayDetails(details)).toBe(recognised);
  });
});
