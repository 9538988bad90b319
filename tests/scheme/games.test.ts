import { describe, expect, it } from 'vitest';
import {
  drawPrize,
  hasGameEnded,
  isOptInOpen,
  isOptInValid,
  isPlayedTodayDetails,
  isPlayWindowOpen,
  playWindowAt,
  prizeOdds,
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

describe('prizeOdds: each outcome of the draw with its chance, duplicates counted', () => {
  const win = (name: string) => ({ name, win: true });
  const lose = { name: 'Better luck next time', win: false };

  it('gives a prize on one of eight segments 1 in 8 and three no-prize segments 3 in 8', () => {
    const odds = prizeOdds([
      win('£5'),
      lose,
      win('Drink'),
      lose,
      win('£10'),
      lose,
      win('A'),
      win('B'),
    ]);

    expect(odds.map((o) => [o.name, o.win, o.segments, o.outOf, o.chance, o.in])).toEqual([
      ['£5', true, 1, 8, 1, 8],
      ['Better luck next time', false, 3, 8, 3, 8],
      ['Drink', true, 1, 8, 1, 8],
      ['£10', true, 1, 8, 1, 8],
      ['A', true, 1, 8, 1, 8],
      ['B', true, 1, 8, 1, 8],
    ]);
  });

  it('counts a prize on two segments twice and gives the chance in lowest terms', () => {
    const odds = prizeOdds([win('Drink'), lose, win('Drink'), lose, lose, lose]);

    expect(odds).toEqual([
      { name: 'Drink', win: true, segments: 2, outOf: 6, chance: 1, in: 3 },
      { name: 'Better luck next time', win: false, segments: 4, outOf: 6, chance: 2, in: 3 },
    ]);
  });

  it('makes no-prize segments of different names one outcome and keeps a same-named win apart', () => {
    const odds = prizeOdds([
      { name: 'Unlucky', win: false },
      { name: 'So close', win: false },
      win('Unlucky'),
      win('Coffee'),
    ]);

    expect(odds.map((o) => [o.name, o.win, o.segments])).toEqual([
      ['Unlucky', false, 2],
      ['Unlucky', true, 1],
      ['Coffee', true, 1],
    ]);
  });

  it('has no odds for a wheel without segments', () => {
    expect(prizeOdds([])).toEqual([]);
  });
});

describe('drawPrize: the server draw picks a segment by randomInt over all of them', () => {
  const prizes = [
    { name: 'A', win: true },
    { name: 'B', win: false },
    { name: 'C', win: true },
  ];

  it('asks for a number below the count of segments and answers that segment', () => {
    const asked: number[] = [];
    const drawn = drawPrize(prizes, (range) => {
      asked.push(range);
      return 2;
    });

    expect(asked).toEqual([3]);
    expect(drawn).toEqual({ index: 2, prize: { name: 'C', win: true } });
  });

  it.each([3, -1, 0.5])(
    'refuses the random number %s, outside the wheel, rather than answer no prize',
    (drawn) => {
      const draw = () => drawPrize(prizes, () => drawn);

      expect(draw).toThrow(RangeError);
      // The server's log names the draw that went wrong.
      expect(draw).toThrow(`randomInt(3) gave ${drawn}`);
    },
  );

  it('refuses an empty wheel before drawing at all', () => {
    const asked: number[] = [];
    const draw = () =>
      drawPrize([], (range) => {
        asked.push(range);
        return 0;
      });

    expect(draw).toThrow(new RangeError('drawPrize needs at least one prize'));
    expect(asked).toEqual([]);
  });
});
