import type { Game, GameOptIn, LastPlay } from '../../../src/core/domain/games';

/** Test data builders for the domain tests. Instants are given as ISO strings in UTC. */

export const at = (iso: string): Date => new Date(iso);
export const plusMs = (instant: Date, ms: number): Date => new Date(instant.getTime() + ms);

class GameBuilder {
  #game: Game = {
    id: 'spring-wheel',
    name: 'Spring Spin To Win',
    // London is on GMT until 29 Mar 2026 01:00 UTC, then on BST (UTC+1).
    OptinStart: at('2026-03-20T09:00:00.000Z'),
    OptinEnd: at('2026-03-27T12:00:00.000Z'),
    GameStart: at('2026-03-25T00:00:00.000Z'), // London midnight, 25 Mar (GMT)
    GameEnd: at('2026-04-01T23:00:00.000Z'), // London midnight, 2 Apr (BST): last day 1 Apr
  };

  withId(id: string): this {
    this.#game.id = id;
    return this;
  }

  withOptIn(start: string, end: string): this {
    this.#game.OptinStart = at(start);
    this.#game.OptinEnd = at(end);
    return this;
  }

  withPlay(start: string, end: string): this {
    this.#game.GameStart = at(start);
    this.#game.GameEnd = at(end);
    return this;
  }

  build(): Game {
    return { ...this.#game };
  }
}

export const aGame = (): GameBuilder => new GameBuilder();

export const anOptIn = (timestamp: string | Date, gameId = 'spring-wheel'): GameOptIn => ({
  gameId,
  timestamp: typeof timestamp === 'string' ? at(timestamp) : timestamp,
});

export const aWin = (timestamp: string, prizeName = '£10 free play'): LastPlay => ({
  timestamp: at(timestamp),
  prizeName,
  win: true,
});

export const aLoss = (timestamp: string): LastPlay => ({
  timestamp: at(timestamp),
  prizeName: 'No prize',
  win: false,
});

/** A password estimator with a fixed answer, for the pure password rules. */
export const fixedEstimator =
  (score: 0 | 1 | 2 | 3 | 4, warning = '', suggestions: string[] = []) =>
  (_password: string, _userInputs: string[]) => ({ score, warning, suggestions });
