import type { Game as WireGame } from '@met/scheme/contract';
import {
  findValidOptIn,
  gameStatus,
  gameStatusMessage,
  type Game,
  type GameOptIn,
  type GameStatus,
  type LastPlay,
} from '../domain/games';

/** A game with its wording; instants are Dates (converted from the wire's ISO strings). */
export interface GameDetails extends Game {
  name: string;
  description: string;
}

/** One Spin To Win card: the game, the member's state in it and what the card shows now. */
export interface GameCard {
  game: GameDetails;
  /** The opt-in that counts for this run of the game (spec-decisions 8), or null. */
  optIn: GameOptIn | null;
  lastPlay: LastPlay | null;
  status: GameStatus;
  message: string;
}

export function toGameDetails(wire: WireGame): GameDetails {
  return {
    id: wire.id,
    name: wire.name,
    description: wire.description,
    GameStart: new Date(wire.GameStart),
    GameEnd: new Date(wire.GameEnd),
    OptinStart: new Date(wire.OptinStart),
    OptinEnd: new Date(wire.OptinEnd),
  };
}

export function gameCard(
  game: GameDetails,
  optIns: readonly GameOptIn[],
  lastPlay: LastPlay | null,
  now: Date,
): GameCard {
  const optIn = findValidOptIn(game, optIns);
  const status = gameStatus(game, { optIn, lastPlay }, now);
  return { game, optIn, lastPlay, status, message: gameStatusMessage(status) };
}
