import { describe, expect, it } from 'vitest';
import type { Game } from '../../../../src/core/games/Game';
import { gameCard } from '../../../../src/core/games/gameCards';
import { gameTermsPath } from '../../../../src/ui/screens/games/gameTermsLink';
import { gameAction } from '../../../../src/ui/screens/home/homeView';
import { aGame, anOptIn, at } from '../../../core/games/builders';

const lastChance: Game = {
  ...aGame().withId('spin-last-chance').build(),
  name: 'Last Chance Spin',
  description: 'One last spin.',
};
const optInOpen = at('2026-03-21T12:00:00.000Z');
const duringPlay = at('2026-03-26T12:00:00.000Z');
const afterEnd = at('2026-04-03T12:00:00.000Z');
const optedIn = anOptIn('2026-03-21T10:00:00.000Z', lastChance.id);

describe("a home game card's button", () => {
  it.each([
    [
      'not joined, opt-in open: opting in here names the game it joins',
      gameCard(lastChance, [], null, optInOpen),
      {
        step: 'opt-in',
        label: 'Opt in to Last Chance Spin',
        accessibleName: 'Opt in to Last Chance Spin',
        primary: true,
      },
    ],
    [
      'joined, playing: its wheel',
      gameCard(lastChance, [optedIn], null, duringPlay),
      {
        step: 'spin',
        label: 'Spin now',
        accessibleName: 'Spin now: Last Chance Spin',
        primary: true,
      },
    ],
    [
      'ended: a look at the game',
      gameCard(lastChance, [optedIn], null, afterEnd),
      {
        step: 'view',
        label: 'View game',
        accessibleName: 'View game: Last Chance Spin',
        primary: false,
      },
    ],
  ])('%s', (_case, card, expected) => {
    expect(gameAction(card)).toEqual(expected);
  });

  it('names the game in full, however long, where the visible words start', () => {
    const card = gameCard({ ...lastChance, name: 'The Great Winter Jackpot' }, [], null, optInOpen);

    const action = gameAction(card);

    expect(action.label).toBe('Opt in to The Great Winter Jackpot');
    expect(action.accessibleName.startsWith(action.label)).toBe(true);
  });
});

describe("a game's terms and odds link", () => {
  it("opens the game's own page at its terms", () => {
    expect(gameTermsPath('spin-last-chance')).toBe(
      '/games/spin-the-wheel/spin-last-chance#game-terms',
    );
  });
});
