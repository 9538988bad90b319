import { describe, expect, it } from 'vitest';
import {
  findValidOptIn,
  gameStatus,
  gameStatusMessage,
  hasPlayedToday,
  isLastDay,
  isReadyToPlay,
  lastPlayDayKey,
  optInRefusal,
  type GameStatus,
  type MemberGameState,
} from '../../../src/core/games/games';
import { gamesMessages } from '../../../src/core/games/gamesMessages';
import { aGame, aLoss, aWin, anOptIn, at, plusMs } from './builders';

const game = aGame().build();
const optedIn = anOptIn('2026-03-21T10:00:00.000Z');
const nobody: MemberGameState = { optIn: null, lastPlay: null };
const optedInOnly: MemberGameState = { optIn: optedIn, lastPlay: null };

describe('findValidOptIn (spec-decisions 8)', () => {
  it('finds the newest opt-in that counts among the member entries', () => {
    const entries = [
      anOptIn('2025-03-21T10:00:00.000Z'),
      anOptIn('2026-03-22T10:00:00.000Z'),
      anOptIn('2026-03-23T10:00:00.000Z', 'other-game'),
      anOptIn('2026-03-21T10:00:00.000Z'),
    ];
    expect(findValidOptIn(game, entries)).toEqual(anOptIn('2026-03-22T10:00:00.000Z'));
    expect(findValidOptIn(game, [anOptIn('2025-03-21T10:00:00.000Z')])).toBeNull();
    expect(findValidOptIn(game, [])).toBeNull();
  });

  it('counts the newest opt-in whatever the order of the entries', () => {
    const entries = [anOptIn('2026-03-21T10:00:00.000Z'), anOptIn('2026-03-22T10:00:00.000Z')];

    expect(findValidOptIn(game, entries)).toEqual(anOptIn('2026-03-22T10:00:00.000Z'));
  });
});

describe('hasPlayedToday (spec-decisions 6: one play per London calendar day)', () => {
  it.each([
    ['no play yet', null, '2026-03-26T12:00:00.000Z', false],
    ['earlier the same winter day', '2026-03-26T00:00:00.000Z', '2026-03-26T23:59:59.999Z', true],
    [
      'just before London midnight (GMT)',
      '2026-03-26T23:59:59.999Z',
      '2026-03-27T00:00:00.000Z',
      false,
    ],
    [
      'London midnight in summer, UTC same day',
      '2026-07-01T22:59:59.999Z',
      '2026-07-01T23:00:00.000Z',
      false,
    ],
    [
      'same London day in summer, UTC days differ',
      '2026-07-01T23:00:00.000Z',
      '2026-07-02T22:59:59.999Z',
      true,
    ],
    [
      'across the spring-forward night',
      '2026-03-28T23:30:00.000Z',
      '2026-03-29T00:30:00.000Z',
      false,
    ],
    ['the 23-hour day, start to end', '2026-03-29T00:00:00.000Z', '2026-03-29T22:59:59.999Z', true],
    [
      'the day after the 23-hour day',
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T23:00:00.000Z',
      false,
    ],
    ['the 25-hour day, start to end', '2026-10-24T23:00:00.000Z', '2026-10-25T23:59:59.999Z', true],
    [
      'the day after the 25-hour day',
      '2026-10-24T23:00:00.000Z',
      '2026-10-26T00:00:00.000Z',
      false,
    ],
    [
      'less than 24 hours but yesterday',
      '2026-03-26T20:00:00.000Z',
      '2026-03-27T08:00:00.000Z',
      false,
    ],
  ])('%s', (_case, playedAt, now, expected) => {
    const lastPlay = playedAt === null ? null : aLoss(playedAt);
    expect(hasPlayedToday(lastPlay, at(now))).toBe(expected);
  });
});

describe('isLastDay (spec-decisions 7)', () => {
  it('puts the last day of a game ending at London midnight on the day before', () => {
    expect(lastPlayDayKey(game)).toBe('2026-04-01');
  });

  it.each([
    ['1 ms before the last day starts', '2026-03-31T22:59:59.999Z', false],
    ['the last day starts (London midnight, BST)', '2026-03-31T23:00:00.000Z', true],
    ['1 ms before GameEnd', '2026-04-01T22:59:59.999Z', true],
    ['GameEnd', '2026-04-01T23:00:00.000Z', false],
    ['a middle day', '2026-03-27T12:00:00.000Z', false],
  ])('%s: %s', (_case, now, expected) => {
    expect(isLastDay(game, at(now))).toBe(expected);
  });

  it('uses the London day that holds GameEnd when the game ends mid-afternoon', () => {
    const afternoon = aGame()
      .withPlay('2026-10-20T09:00:00.000Z', '2026-10-25T15:00:00.000Z')
      .build();
    expect(isLastDay(afternoon, at('2026-10-24T22:59:59.999Z'))).toBe(false);
    expect(isLastDay(afternoon, at('2026-10-24T23:00:00.000Z'))).toBe(true);
    expect(isLastDay(afternoon, at('2026-10-25T14:59:59.999Z'))).toBe(true);
    expect(isLastDay(afternoon, at('2026-10-25T15:00:00.000Z'))).toBe(false);
  });
});

describe('gameStatus', () => {
  const cases: [string, MemberGameState, Date, GameStatus][] = [
    [
      'before opt-in opens',
      nobody,
      plusMs(game.optInOpensAt, -1),
      { kind: 'not-started', startsAt: game.startsAt, optedIn: false },
    ],
    [
      'opt-in open, game not started',
      nobody,
      game.optInOpensAt,
      { kind: 'not-started-opt-in-open', startsAt: game.startsAt },
    ],
    [
      'opted in, game not started',
      optedInOnly,
      plusMs(game.startsAt, -1),
      { kind: 'not-started', startsAt: game.startsAt, optedIn: true },
    ],
    [
      'stale opt-in before OptinStart, opt-in open',
      { optIn: anOptIn('2025-03-21T10:00:00.000Z'), lastPlay: null },
      plusMs(game.startsAt, -1),
      { kind: 'not-started-opt-in-open', startsAt: game.startsAt },
    ],
    [
      'game started, opt-in still open',
      nobody,
      game.startsAt,
      { kind: 'can-opt-in', lastDay: false },
    ],
    [
      'game started, 1 ms before opt-in closes',
      nobody,
      plusMs(game.optInClosesAt, -1),
      { kind: 'can-opt-in', lastDay: false },
    ],
    ['game running, opt-in closed', nobody, game.optInClosesAt, { kind: 'opt-in-required' }],
    [
      'stale opt-in, opt-in closed',
      { optIn: anOptIn('2025-03-21T10:00:00.000Z'), lastPlay: null },
      game.optInClosesAt,
      { kind: 'opt-in-required' },
    ],
    [
      'opted in at game start',
      optedInOnly,
      game.startsAt,
      { kind: 'ready-to-play', lastDay: false },
    ],
    [
      'opted in, played yesterday',
      { optIn: optedIn, lastPlay: aWin('2026-03-25T12:00:00.000Z') },
      at('2026-03-26T00:00:00.000Z'),
      { kind: 'ready-to-play', lastDay: false },
    ],
    [
      'opted in, won today',
      { optIn: optedIn, lastPlay: aWin('2026-03-26T00:00:00.000Z', 'A free drink') },
      at('2026-03-26T23:59:59.999Z'),
      { kind: 'already-played-won', prizeName: 'A free drink', lastDay: false },
    ],
    [
      'opted in, lost today',
      { optIn: optedIn, lastPlay: aLoss('2026-03-26T08:00:00.000Z') },
      at('2026-03-26T09:00:00.000Z'),
      { kind: 'already-played-lost', lastDay: false },
    ],
    [
      'last day, not played',
      optedInOnly,
      at('2026-03-31T23:00:00.000Z'),
      { kind: 'ready-to-play', lastDay: true },
    ],
    [
      'last day, played',
      { optIn: optedIn, lastPlay: aLoss('2026-04-01T10:00:00.000Z') },
      plusMs(game.endsAt, -1),
      { kind: 'already-played-lost', lastDay: true },
    ],
    ['game ended, opted in', optedInOnly, game.endsAt, { kind: 'ended' }],
    ['game ended, never opted in', nobody, plusMs(game.endsAt, 1), { kind: 'ended' }],
  ];

  it.each(cases)('%s', (_case, member, now, expected) => {
    expect(gameStatus(game, member, now)).toEqual(expected);
  });

  it('lets the member opt in on the last day while opt-in is still open', () => {
    const shortGame = aGame()
      .withOptIn('2026-06-01T08:00:00.000Z', '2026-06-03T08:00:00.000Z')
      .withPlay('2026-06-02T08:00:00.000Z', '2026-06-02T20:00:00.000Z')
      .build();
    expect(gameStatus(shortGame, nobody, at('2026-06-02T10:00:00.000Z'))).toEqual({
      kind: 'can-opt-in',
      lastDay: true,
    });
  });

  it('allows a spin only when the status is ready-to-play', () => {
    expect(isReadyToPlay(gameStatus(game, optedInOnly, game.startsAt))).toBe(true);
    expect(isReadyToPlay(gameStatus(game, optedInOnly, plusMs(game.startsAt, -1)))).toBe(false);
    expect(isReadyToPlay(gameStatus(game, nobody, game.startsAt))).toBe(false);
    expect(isReadyToPlay(gameStatus(game, optedInOnly, game.endsAt))).toBe(false);
    const playedToday = { optIn: optedIn, lastPlay: aLoss('2026-03-26T08:00:00.000Z') };
    expect(isReadyToPlay(gameStatus(game, playedToday, at('2026-03-26T09:00:00.000Z')))).toBe(
      false,
    );
  });
});

describe('gameStatusMessage (spec sections 4 and 8 wording)', () => {
  it.each<[GameStatus, string]>([
    [{ kind: 'ended' }, 'This game has ended. Thank you for playing!'],
    [
      { kind: 'not-started', startsAt: at('2026-03-01T00:00:00.000Z'), optedIn: true },
      'This game has not started yet. Please check back on 1st Mar 2026.',
    ],
    [
      { kind: 'not-started-opt-in-open', startsAt: at('2026-06-30T23:30:00.000Z') },
      'Opt in now to play when the game starts on 1st Jul 2026.',
    ],
    [{ kind: 'can-opt-in', lastDay: false }, 'Opt in now to play.'],
    // The 'Last day' badge says it; the sentence does not repeat it.
    [{ kind: 'can-opt-in', lastDay: true }, 'Opt in now to play.'],
    [{ kind: 'opt-in-required' }, 'Opt-in for this game has closed, so you cannot play this time.'],
    [{ kind: 'ready-to-play', lastDay: false }, 'Spin the wheel for your chance to win a prize!'],
    [{ kind: 'ready-to-play', lastDay: true }, 'Spin the wheel for your chance to win a prize!'],
    [
      { kind: 'already-played-won', prizeName: '£5 free play', lastDay: false },
      'You have already played today and won £5 free play. Come back tomorrow for another spin.',
    ],
    [
      { kind: 'already-played-won', prizeName: '£5 free play', lastDay: true },
      'You have already played today and won £5 free play. Today was the last day of this game.',
    ],
    [
      { kind: 'already-played-lost', lastDay: false },
      'You have already played today and did not win a prize this time. Come back tomorrow for another spin.',
    ],
    [
      { kind: 'already-played-lost', lastDay: true },
      'You have already played today and did not win a prize this time. Today was the last day of this game.',
    ],
  ])('%j', (status, text) => {
    expect(gameStatusMessage(status)).toBe(text);
  });
});

describe('optInRefusal', () => {
  it.each([
    [
      '1 ms before opt-in opens',
      null,
      plusMs(game.optInOpensAt, -1),
      'opt-in-not-open-yet',
      'Opt-in for this game opens on 20th Mar 2026.',
    ],
    ['opt-in opens', null, game.optInOpensAt, null, null],
    ['1 ms before opt-in closes', null, plusMs(game.optInClosesAt, -1), null, null],
    ['opt-in closed', null, game.optInClosesAt, 'opt-in-closed', gamesMessages.optInClosed],
    [
      'already opted in, game not started',
      optedIn,
      plusMs(game.startsAt, -1),
      'already-opted-in',
      'You have already opted in to this game. Please come back after the game starts on 25th Mar 2026.',
    ],
    [
      'already opted in, game started',
      optedIn,
      game.startsAt,
      'already-opted-in',
      gamesMessages.alreadyOptedInPlayNow,
    ],
    [
      'stale opt-in from an earlier run',
      anOptIn('2025-03-21T10:00:00.000Z'),
      game.optInOpensAt,
      null,
      null,
    ],
    [
      'opt-in for another game',
      anOptIn('2026-03-21T10:00:00.000Z', 'other'),
      game.optInOpensAt,
      null,
      null,
    ],
    ['game ended', optedIn, game.endsAt, 'game-ended', gamesMessages.ended],
    ['game ended, never opted in', null, plusMs(game.endsAt, 1), 'game-ended', gamesMessages.ended],
  ] as const)('%s', (_case, existing, now, reason, message) => {
    const refusal = optInRefusal(game, existing, now);
    expect(refusal).toEqual(reason === null ? null : { reason, message });
  });
});
