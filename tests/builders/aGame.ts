import type { Game } from '@met/scheme/contract';

/**
 * A Spin To Win game as promotions-getGames answers it. By default opt-in opened on 1 Feb 2026,
 * play runs through March 2026, so at the FixedClock's default (1 Mar 2026 noon) it is playable.
 */
export class GameBuilder {
  #game: Game = {
    id: 'game-spring',
    name: 'Spring Spin',
    description: 'Spin once a day for a prize.',
    OptinStart: '2026-02-01T00:00:00Z',
    OptinEnd: '2026-03-31T00:00:00Z',
    GameStart: '2026-02-15T00:00:00Z',
    GameEnd: '2026-03-31T23:00:00Z',
  };

  withId(id: string): this {
    this.#game.id = id;
    return this;
  }

  withOptInWindow(start: string, end: string): this {
    this.#game.OptinStart = start;
    this.#game.OptinEnd = end;
    return this;
  }

  withPlayWindow(start: string, end: string): this {
    this.#game.GameStart = start;
    this.#game.GameEnd = end;
    return this;
  }

  build(): Game {
    return { ...this.#game };
  }
}

export function aGame(): GameBuilder {
  return new GameBuilder();
}
