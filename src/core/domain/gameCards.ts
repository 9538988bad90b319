import type { Game } from '../models/Game';
import {
  findValidOptIn,
  gameStatus,
  gameStatusMessage,
  type GameOptIn,
  type GameStatus,
  type LastPlay,
} from './games';

/** One Spin To Win card: the game, the member's state in it and what the card shows now. */
export interface GameCard {
  game: Game;
  /** The opt-in that counts for this run of the game (spec-decisions 8), or null. */
  optIn: GameOptIn | null;
  lastPlay: LastPlay | null;
  status: GameStatus;
  message: string;
}

export function gameCard(
  game: Game,
  optIns: readonly GameOptIn[],
  lastPlay: LastPlay | null,
  now: Date,
): GameCard {
  const optIn = findValidOptIn(game, optIns);
  const status = gameStatus(game, { optIn, lastPlay }, now);
  return { game, optIn, lastPlay, status, message: gameStatusMessage(status) };
}
