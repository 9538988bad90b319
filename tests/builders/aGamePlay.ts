import type { GamePlay } from '../../src/core/ports/DocumentStorePort';

/** A play of aGame() by aProfile()'s user, lost, by default. */
export class GamePlayBuilder {
  #play: GamePlay = {
    userId: 'uid-alex',
    gameId: 'game-spring',
    timestamp: new Date('2026-02-28T10:00:00Z'),
    prizeName: 'No prize',
    win: false,
  };

  at(timestamp: Date | string): this {
    this.#play.timestamp = new Date(timestamp);
    return this;
  }

  forGame(gameId: string): this {
    this.#play.gameId = gameId;
    return this;
  }

  won(prizeName: string): this {
    this.#play.prizeName = prizeName;
    this.#play.win = true;
    return this;
  }

  build(): GamePlay {
    return { ...this.#play, timestamp: new Date(this.#play.timestamp) };
  }
}

export function aGamePlay(): GamePlayBuilder {
  return new GamePlayBuilder();
}
