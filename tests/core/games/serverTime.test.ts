import { describe, expect, it } from 'vitest';
import { serverClockOffset, serverNow } from '../../../src/core/games/serverTime';

const HOUR = 60 * 60 * 1000;

describe('serverClockOffset', () => {
  it.each([
    ['a phone 5 hours behind', '2026-03-01T07:00:00Z', '2026-03-01T07:00:02Z', 5 * HOUR - 1000],
    ['a phone 3 hours ahead', '2026-03-01T15:00:00Z', '2026-03-01T15:00:00Z', -3 * HOUR],
    ['a phone on time', '2026-03-01T12:00:00Z', '2026-03-01T12:00:00Z', 0],
  ])('measures %s against the midpoint of the round trip', (_, sent, answered, expected) => {
    const offset = serverClockOffset('2026-03-01T12:00:00Z', new Date(sent), new Date(answered));

    expect(offset).toBe(expected);
  });

  it('keeps the device clock when the server time cannot be read', () => {
    const at = new Date('2026-03-01T07:00:00Z');

    expect(serverClockOffset('not a time', at, at)).toBe(0);
  });
});

describe('serverNow', () => {
  it('is the device time moved by the offset', () => {
    expect(serverNow(5 * HOUR, new Date('2026-03-01T07:30:00Z'))).toEqual(
      new Date('2026-03-01T12:30:00Z'),
    );
  });
});
