import type { GameOptin, GameSchedule, LastPlay } from '../../../src/core/games/games';

/** Test data builders for the domain tests. Instants are given as ISO strings in UTC. */

export const at = (iso: string): Date => new Date(iso);
export const plusMs = (instant: Date, ms: number): Date => new Date(instant.getTime() + ms);

class GameBuilder {
  #game: GameSchedule = {
    id: 'spring-wheel',
    // London is on GMT until 29 Mar 2026 01:00 UTC, then on BST (UTC+1).
    optInOpensAt: at('2026-03-20T09:00:00.000Z'),
    optInClosesAt: at('2026-03-27T12:00:00.000Z'),
    startsAt: at('2026-03-25T00:00:00.000Z'), // London midnight, 25 Mar (GMT)
    endsAt: at('2026-04-01T23:00:00.000Z'), // London midnight, 2 Apr (BST): last day 1 Apr
  };

  withId(id: string): this {
    this.#game.id = id;
    return this;
  }

  withOptIn(start: string, end: string): this {
    this.#game.optInOpensAt = at(start);
    this.#game.optInClosesAt = at(end);
    return this;
  }

  withPlay(start: string, end: string): this {
    this.#game.startsAt = at(start);
    this.#game.endsAt = at(end);
    return this;
  }

  build(): GameSchedule {
    return { ...this.#game };
  }
}

export const aGame = (): GameBuilder => new GameBuilder();

export const anOptIn = (timestamp: string | Date, gameId = 'spring-wheel'): GameOptin => ({
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
