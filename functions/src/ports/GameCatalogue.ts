import type { Game, Prize } from '@met/scheme/contract';

/** Spin To Win games and the prizes on each wheel (in wheel segment order). */
export interface GameCatalogue {
  listGames(): Promise<Game[]>;
  findGame(gameId: string): Promise<Game | undefined>;
  /** The wheel's segments in order; empty when the game has none. */
  prizesFor(gameId: string): Promise<Prize[]>;
}
