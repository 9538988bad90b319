import { describe, expect, it } from 'vitest';
import {
  hasGameEnded,
  isOptInOpen,
  isOptInValid,
  isPlayedTodayDetails,
  isPlayWindowOpen,
  playWindowAt,
} from '@met/scheme';

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

/** A game's four instants (spec section 3): opt-in from 20 Mar, play 25 Mar to 1 Apr. */
const GAME = {
  id: 'spring-spin',
  OptinStart: new Date('2026-03-20T09:00:00.000Z'),
  OptinEnd: new Date('2026-03-31T21:00:00.000Z'),
  GameStart: new Date('2026-03-25T09:00:00.000Z'),
  GameEnd: new Date('2026-04-01T22:00:00.000Z'),
};
const ms = (iso: string, offset = 0) => new Date(Date.parse(iso) + offset);

describe('game windows open at their start and are closed from their end (1 ms either side)', () => {
  it.each([
    ['opt-in', isOptInOpen, '2026-03-20T09:00:00.000Z', '2026-03-31T21:00:00.000Z'],
    ['play', isPlayWindowOpen, '2026-03-25T09:00:00.000Z', '2026-04-01T22:00:00.000Z'],
  ] as const)('the %s window', (_name, isOpen, start, end) => {
    expect(isOpen(GAME, ms(start, -1))).toBe(false);
    expect(isOpen(GAME, ms(start))).toBe(true);
    expect(isOpen(GAME, ms(end, -1))).toBe(true);
    expect(isOpen(GAME, ms(end))).toBe(false);
    expect(isOpen(GAME, ms(end, 1))).toBe(false);
  });

  it.each([
    ['a millisecond before the start', ms('2026-03-25T09:00:00.000Z', -1), 'not-started', false],
    ['at the start', ms('2026-03-25T09:00:00.000Z'), 'open', false],
    ['a millisecond before the end', ms('2026-04-01T22:00:00.000Z', -1), 'open', false],
    ['at the end', ms('2026-04-01T22:00:00.000Z'), 'ended', true],
    ['after the end', ms('2026-04-02T09:00:00.000Z'), 'ended', true],
  ] as const)('play %s: %s, ended %s', (_case, now, window, ended) => {
    expect(playWindowAt(GAME, now)).toBe(window);
    expect(hasGameEnded(GAME, now)).toBe(ended);
  });

  it('keeps a window open through the hour repeated when the clocks go back (25 Oct 2026)', () => {
    const night = {
      ...GAME,
      GameStart: new Date('2026-10-24T23:30:00.000Z'),
      GameEnd: new Date('2026-10-25T01:30:00.000Z'),
    };
    expect(isPlayWindowOpen(night, new Date('2026-10-25T00:30:00.000Z'))).toBe(true);
    expect(isPlayWindowOpen(night, new Date('2026-10-25T01:29:59.999Z'))).toBe(true);
    expect(isPlayWindowOpen(night, new Date('2026-10-25T01:30:00.000Z'))).toBe(false);
  });
});

describe('an opt-in counts for its own game from OptinStart on (spec-decisions 8)', () => {
  it.each([
    ['a millisecond before OptinStart', ms('2026-03-20T09:00:00.000Z', -1), false],
    ['at OptinStart', ms('2026-03-20T09:00:00.000Z'), true],
    ['in last year’s run of the game', ms('2025-03-21T10:00:00.000Z'), false],
    ['a millisecond before OptinEnd', ms('2026-03-31T21:00:00.000Z', -1), true],
  ])('made %s: %s', (_case, timestamp, counts) => {
    expect(isOptInValid(GAME, { gameId: 'spring-spin', timestamp })).toBe(counts);
  });

  it('does not count an opt-in for another game', () => {
    const timestamp = new Date('2026-03-21T10:00:00.000Z');
    expect(isOptInValid(GAME, { gameId: 'summer-spin', timestamp })).toBe(false);
  });
});
