import { describe, expect, it } from 'vitest';
import { nextUpdateTag } from '../../../functions/src/services/wallet/updateTags';

const NOON = Date.parse('2026-03-10T12:00:00.000Z');

describe("A pass's update tag", () => {
  it.each([
    ['the first change, on a whole second', undefined, NOON, NOON],
    ['the first change, within a second: the next whole second', undefined, NOON + 1, NOON + 1_000],
    ['a change a minute after the last', String(NOON), NOON + 60_000, NOON + 60_000],
    ['a second change in the same second: a second later', String(NOON), NOON, NOON + 1_000],
    [
      'a third change in that second: a second after the second',
      String(NOON + 1_000),
      NOON,
      NOON + 2_000,
    ],
  ])('is, for %s, the right tag', (_, current, now, expected) => {
    expect(nextUpdateTag(current, new Date(now))).toBe(String(expected));
  });
});
