import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/core/games/Game';
import {
  gameCard,
  hasEnded,
  hasNotStarted,
  hasUsedTodaysPlay,
  isLastDayStatus,
  isStillOpenToMember,
  nextStep,
  optInOffer,
  showsLastDayBadge,
  showsOptedInBadge,
  type GameNextStep,
  type OptInOffer,
} from '../../../src/core/games/gameCards';
import { gameStatusMessage, type GameStatus } from '../../../src/core/games/games';
import { gamesMessages } from '../../../src/core/games/gamesMessages';
import { aGame, at } from './builders';

const startsAt = at('2026-03-25T00:00:00.000Z');

/** Every status a card can be in, with what the card shows for it. */
const CARDS: [
  string,
  GameStatus,
  {
    offer: OptInOffer;
    step: GameNextStep;
    ended: boolean;
    notStarted: boolean;
    played: boolean;
    open: boolean;
    lastDay: boolean;
    lastDayBadge: boolean;
  },
][] = [
  [
    'ended',
    { kind: 'ended' },
    {
      offer: 'none',
      step: 'view',
      ended: true,
      notStarted: false,
      played: false,
      open: false,
      lastDay: false,
      lastDayBadge: false,
    },
  ],
  [
    'not started, opt-in open',
    { kind: 'not-started-opt-in-open', startsAt },
    {
      offer: 'offer',
      step: 'opt-in',
      ended: false,
      notStarted: true,
      played: false,
      open: true,
      lastDay: false,
      lastDayBadge: false,
    },
  ],
  [
    'not started, opted in',
    { kind: 'not-started', startsAt, optedIn: true },
    {
      offer: 'again',
      step: 'view',
      ended: false,
      notStarted: true,
      played: false,
      open: true,
      lastDay: false,
      lastDayBadge: false,
    },
  ],
  [
    'not started, opt-in not open',
    { kind: 'not-started', startsAt, optedIn: false },
    {
      offer: 'none',
      step: 'view',
      ended: false,
      notStarted: true,
      played: false,
      open: true,
      lastDay: false,
      lastDayBadge: false,
    },
  ],
  [
    'can opt in',
    { kind: 'can-opt-in', lastDay: false },
    {
      offer: 'offer',
      step: 'opt-in',
      ended: false,
      notStarted: false,
      played: false,
      open: true,
      lastDay: false,
      lastDayBadge: false,
    },
  ],
  [
    'can opt in on the last day',
    { kind: 'can-opt-in', lastDay: true },
    {
      offer: 'offer',
      step: 'opt-in',
      ended: false,
      notStarted: false,
      played: false,
      open: true,
      lastDay: true,
      lastDayBadge: true,
    },
  ],
  [
    'opt-in required',
    { kind: 'opt-in-required' },
    {
      offer: 'none',
      step: 'view',
      ended: false,
      notStarted: false,
      played: false,
      open: false,
      lastDay: false,
      lastDayBadge: false,
    },
  ],
  [
    'ready to play',
    { kind: 'ready-to-play', lastDay: false },
    {
      offer: 'none',
      step: 'spin',
      ended: false,
      notStarted: false,
      played: false,
      open: true,
      lastDay: false,
      lastDayBadge: false,
    },
  ],
  [
    'ready to play on the last day',
    { kind: 'ready-to-play', lastDay: true },
    {
      offer: 'none',
      step: 'spin',
      ended: false,
      notStarted: false,
      played: false,
      open: true,
      lastDay: true,
      lastDayBadge: true,
    },
  ],
  [
    'won today',
    { kind: 'already-played-won', prizeName: '£5 Free Bet', lastDay: false },
    {
      offer: 'none',
      step: 'view',
      ended: false,
      notStarted: false,
      played: true,
      open: true,
      lastDay: false,
      lastDayBadge: false,
    },
  ],
  [
    'lost today, on the last day',
    { kind: 'already-played-lost', lastDay: true },
    {
      offer: 'none',
      step: 'view',
      ended: false,
      notStarted: false,
      played: true,
      open: true,
      lastDay: true,
      lastDayBadge: false,
    },
  ],
];

describe('what a game card shows, by status', () => {
  it.each(CARDS)('%s', (_name, status, shows) => {
    expect({
      offer: optInOffer(status),
      step: nextStep(status),
      ended: hasEnded(status),
      notStarted: hasNotStarted(status),
      played: hasUsedTodaysPlay(status),
      open: isStillOpenToMember(status),
      lastDay: isLastDayStatus(status),
      lastDayBadge: showsLastDayBadge(status),
    }).toEqual(shows);
  });
});

const spring: Game = {
  ...aGame().build(),
  name: 'Spring Wheel',
  description: 'One spin a day.',
};
const duringPlay = at('2026-03-26T12:00:00.000Z');
const optedIn = { gameId: spring.id, timestamp: at('2026-03-21T10:00:00.000Z') };

describe('a game card', () => {
  it('holds the opt-in that counts, the last play, the status and its sentence', () => {
    const lastPlay = { timestamp: at('2026-03-25T10:00:00.000Z'), prizeName: 'Lose', win: false };

    const card = gameCard(spring, [optedIn], lastPlay, duringPlay);

    expect(card).toEqual({
      game: spring,
      optIn: optedIn,
      lastPlay,
      status: { kind: 'ready-to-play', lastDay: false },
      message: gamesMessages.readyToPlay,
    });
  });

  it('ignores an opt-in to another game', () => {
    const elsewhere = { gameId: 'summer-wheel', timestamp: optedIn.timestamp };
    const afterOptInCloses = at('2026-03-28T12:00:00.000Z');

    const card = gameCard(spring, [elsewhere], null, afterOptInCloses);

    expect(card.optIn).toBeNull();
    expect(card.status).toEqual({ kind: 'opt-in-required' });
    expect(card.message).toBe(gameStatusMessage({ kind: 'opt-in-required' }));
  });

  it("shows 'Opted in' while the game runs, not once it has ended", () => {
    const running = gameCard(spring, [optedIn], null, duringPlay);
    const ended = gameCard(spring, [optedIn], null, at('2026-04-02T12:00:00.000Z'));
    const notOptedIn = gameCard(spring, [], null, duringPlay);

    expect(showsOptedInBadge(running)).toBe(true);
    expect(showsOptedInBadge(ended)).toBe(false);
    expect(showsOptedInBadge(notOptedIn)).toBe(false);
  });
});
