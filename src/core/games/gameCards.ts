import type { Game } from './Game';
import {
  findValidOptIn,
  gameStatus,
  gameStatusMessage,
  isReadyToPlay,
  type GameOptin,
  type GameStatus,
  type LastPlay,
} from './games';

/** One Spin To Win card: the game, the member's state in it and what the card shows now. */
export interface GameCard {
  game: Game;
  /** The opt-in that counts for this run of the game (spec-decisions 8), or null. */
  optIn: GameOptin | null;
  lastPlay: LastPlay | null;
  status: GameStatus;
  message: string;
}

export function gameCard(
  game: Game,
  optIns: readonly GameOptin[],
  lastPlay: LastPlay | null,
  now: Date,
): GameCard {
  const optIn = findValidOptIn(game, optIns);
  const status = gameStatus(game, { optIn, lastPlay }, now);
  return { game, optIn, lastPlay, status, message: gameStatusMessage(status) };
}

/*
 * What a game card shows, decided once here and read by the home page and the game page alike.
 */

/**
 * What the card offers for opting in. 'again' keeps the opt-in button after a member opted in
 * to a game that has not started, so pressing it gets the domain's "come back after the start
 * date" answer (spec section 5) instead of a silent no-op.
 */
export type OptInOffer = 'none' | 'offer' | 'again';

export function optInOffer(status: GameStatus): OptInOffer {
  switch (status.kind) {
    case 'not-started-opt-in-open':
    case 'can-opt-in':
      return 'offer';
    case 'not-started':
      return status.optedIn ? 'again' : 'none';
    default:
      return 'none';
  }
}

/** The card's main step: spin, opt in, or just look at the game. */
export type GameNextStep = 'spin' | 'opt-in' | 'view';

export function nextStep(status: GameStatus): GameNextStep {
  if (isReadyToPlay(status)) return 'spin';
  return optInOffer(status) === 'offer' ? 'opt-in' : 'view';
}

export function hasEnded(status: GameStatus): boolean {
  return status.kind === 'ended';
}

export function hasNotStarted(status: GameStatus): boolean {
  return status.kind === 'not-started' || status.kind === 'not-started-opt-in-open';
}

/** Today's play is used (won or lost). */
export function hasUsedTodaysPlay(status: GameStatus): boolean {
  return status.kind === 'already-played-won' || status.kind === 'already-played-lost';
}

/** A game the member can still act on today or soon: ended ones and closed opt-ins drop off. */
export function isStillOpenToMember(status: GameStatus): boolean {
  return !hasEnded(status) && status.kind !== 'opt-in-required';
}

export function isLastDayStatus(status: GameStatus): boolean {
  return 'lastDay' in status && status.lastDay;
}

/** 'Last day' is news only while the member can still opt in or play today. */
export function showsLastDayBadge(status: GameStatus): boolean {
  const canStillAct = isReadyToPlay(status) || status.kind === 'can-opt-in';
  return canStillAct && isLastDayStatus(status);
}

/** 'Opted in' while the game runs; an ended game's opt-in is no news. */
export function showsOptedInBadge(card: GameCard): boolean {
  return card.optIn !== null && !hasEnded(card.status);
}
