import { describe, expect, it } from 'vitest';
import type { GameCard } from '../../../../src/core/games/gameCards';
import { gameStatusMessage, type GameStatus } from '../../../../src/core/games/games';
import { gameBadges } from '../../../../src/ui/screens/games/gameBadges';
import { aGame, at } from '../../../core/games/builders';

const startsAt = at('2026-03-25T00:00:00.000Z');
const optIn = { gameId: 'spring', timestamp: at('2026-03-21T10:00:00.000Z') };

function aCard(status: GameStatus, optedIn: boolean): GameCard {
  return {
    game: {
      ...aGame().build(),
      id: 'spring',
      name: 'Spring Wheel',
      description: 'One spin a day.',
    },
    optIn: optedIn ? optIn : null,
    lastPlay: null,
    status,
    message: gameStatusMessage(status),
  };
}

/** Every status, opted in where the status allows it, with the badges its card shows. */
const BADGES: [string, GameStatus, boolean, string[]][] = [
  ['ended', { kind: 'ended' }, true, []],
  ['not started, opt-in open', { kind: 'not-started-opt-in-open', startsAt }, false, []],
  ['not started, opted in', { kind: 'not-started', startsAt, optedIn: true }, true, ['Opted in']],
  ['not started, not opted in', { kind: 'not-started', startsAt, optedIn: false }, false, []],
  ['open to opt in', { kind: 'can-opt-in', lastDay: false }, false, []],
  ['open to opt in, last day', { kind: 'can-opt-in', lastDay: true }, false, ['Last day']],
  ['opt-in closed', { kind: 'opt-in-required' }, false, []],
  ['ready to play', { kind: 'ready-to-play', lastDay: false }, true, ['Opted in']],
  [
    'ready to play, last day',
    { kind: 'ready-to-play', lastDay: true },
    true,
    ['Last day', 'Opted in'],
  ],
  [
    'played and won, last day',
    { kind: 'already-played-won', prizeName: 'Free drink', lastDay: true },
    true,
    ['Opted in'],
  ],
  ['played and lost', { kind: 'already-played-lost', lastDay: false }, true, ['Opted in']],
];

describe("a game's badges", () => {
  it.each(BADGES)('%s', (_name, status, optedIn, labels) => {
    expect(gameBadges(aCard(status, optedIn)).map((badge) => badge.label)).toEqual(labels);
  });

  it.each(BADGES)('%s: no badge says what the status sentence says', (_name, status, optedIn) => {
    const card = aCard(status, optedIn);
    const sentence = card.message.toLowerCase();
    const sameThing: Record<string, RegExp> = {
      'Last day': /last day/,
      'Opted in': /opted in/,
    };

    for (const badge of gameBadges(card)) {
      expect(sentence, `'${badge.label}' is said twice`).not.toMatch(sameThing[badge.label]!);
    }
    if (status.kind === 'ended') expect(sentence).toContain('ended');
    if (status.kind.startsWith('not-started')) expect(sentence).toMatch(/start/);
  });
});
