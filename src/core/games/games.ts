import {
  hasGameEnded,
  isOptInOpen,
  isOptInValid,
  isPlayWindowOpen,
  type GameWindows,
} from '@met/scheme';
import type { Game } from './Game';
import type { GameOptin } from '../ports/DocumentStorePort';
import { formatDate } from '../kernel/format';
import { londonDayKey } from '../kernel/londonTime';
import { gamesMessages } from './gamesMessages';

/**
 * Spin To Win rules (spec section 4, spec-decisions 6 to 8).
 * Every window is half-open: it opens at its start instant (inclusive) and is closed from its
 * end instant on (exclusive), so start <= now < end.
 */

/** What the rules read of a game: its id and its four instants. */
export type GameSchedule = Pick<
  Game,
  'id' | 'optInOpensAt' | 'optInClosesAt' | 'startsAt' | 'endsAt'
>;

/** The schedule in @met/scheme's words, which the backend applies too. */
function windowsOf(game: GameSchedule): GameWindows & { id: string } {
  return {
    id: game.id,
    OptinStart: game.optInOpensAt,
    OptinEnd: game.optInClosesAt,
    GameStart: game.startsAt,
    GameEnd: game.endsAt,
  };
}

export type { GameOptin };

/** The member's newest play of one game (games collection, newest first, limit 1). */
export interface LastPlay {
  timestamp: Date;
  prizeName: string;
  win: boolean;
}

/** The newest opt-in that counts for this game, or null. */
export function findValidOptIn(game: GameSchedule, optIns: readonly GameOptin[]): GameOptin | null {
  let newest: GameOptin | null = null;
  for (const optIn of optIns) {
    if (!isOptInValid(windowsOf(game), optIn)) continue;
    // Stryker disable next-line EqualityOperator: two counting entries at the same instant are for the same game, so they are the same opt-in whichever is kept
    if (newest === null || optIn.timestamp.getTime() > newest.timestamp.getTime()) newest = optIn;
  }
  return newest;
}

/** spec-decisions 6: one play per Europe/London calendar day. */
export function hasPlayedToday(lastPlay: LastPlay | null, now: Date): boolean {
  return lastPlay !== null && londonDayKey(lastPlay.timestamp) === londonDayKey(now);
}

/**
 * The London day holding the last playable instant. The end instant itself is not playable, so a
 * game ending exactly at London midnight has its last day on the day before (spec-decisions 7).
 */
export function lastPlayDayKey(game: GameSchedule): string {
  return londonDayKey(new Date(game.endsAt.getTime() - 1));
}

/** True while the game can be played and today (London) is its last day. */
export function isLastDay(game: GameSchedule, now: Date): boolean {
  return isPlayWindowOpen(windowsOf(game), now) && londonDayKey(now) === lastPlayDayKey(game);
}

export type GameStatus =
  | { kind: 'ended' }
  | { kind: 'not-started-opt-in-open'; startsAt: Date }
  | { kind: 'not-started'; startsAt: Date; optedIn: boolean }
  | { kind: 'can-opt-in'; lastDay: boolean }
  | { kind: 'opt-in-required' }
  | { kind: 'ready-to-play'; lastDay: boolean }
  | { kind: 'already-played-won'; prizeName: string; lastDay: boolean }
  | { kind: 'already-played-lost'; lastDay: boolean };

export interface MemberGameState {
  optIn: GameOptin | null;
  lastPlay: LastPlay | null;
}

/**
 * What the game card shows now. Before play starts: waiting (offering opt-in while it is open).
 * Inside the play window: opt-in first, then one play per London day. From its end: ended.
 * 'opt-in-required' means the member never opted in and opt-in is not open any more.
 */
export function gameStatus(game: GameSchedule, member: MemberGameState, now: Date): GameStatus {
  const windows = windowsOf(game);
  if (hasGameEnded(windows, now)) return { kind: 'ended' };
  const optedIn = member.optIn !== null && isOptInValid(windows, member.optIn);
  if (now.getTime() < game.startsAt.getTime()) {
    if (!optedIn && isOptInOpen(windows, now)) {
      return { kind: 'not-started-opt-in-open', startsAt: game.startsAt };
    }
    return { kind: 'not-started', startsAt: game.startsAt, optedIn };
  }
  const lastDay = isLastDay(game, now);
  if (!optedIn) {
    return isOptInOpen(windows, now)
      ? { kind: 'can-opt-in', lastDay }
      : { kind: 'opt-in-required' };
  }
  // Stryker disable next-line ConditionalExpression: hasPlayedToday answers false for no play itself; the null check narrows the type for the lines below
  if (member.lastPlay !== null && hasPlayedToday(member.lastPlay, now)) {
    return member.lastPlay.win
      ? { kind: 'already-played-won', prizeName: member.lastPlay.prizeName, lastDay }
      : { kind: 'already-played-lost', lastDay };
  }
  return { kind: 'ready-to-play', lastDay };
}

/** The sentence the game card shows for a status. */
export function gameStatusMessage(status: GameStatus): string {
  const text = gamesMessages;
  switch (status.kind) {
    case 'ended':
      return text.ended;
    case 'not-started-opt-in-open':
      return text.optInBeforeStart(formatDate(status.startsAt));
    case 'not-started':
      return text.notStartedYet(formatDate(status.startsAt));
    case 'can-opt-in':
      // On the last day the card's 'Last day' badge says so; the sentence does not repeat it.
      return text.canOptIn;
    case 'opt-in-required':
      return text.optInRequired;
    case 'ready-to-play':
      return text.readyToPlay;
    case 'already-played-won':
      return `${text.alreadyPlayedWon(status.prizeName)} ${afterPlayHint(status.lastDay)}`;
    case 'already-played-lost':
      return `${text.alreadyPlayedLost} ${afterPlayHint(status.lastDay)}`;
  }
}

function afterPlayHint(lastDay: boolean): string {
  return lastDay ? gamesMessages.lastDayPlayed : gamesMessages.comeBackTomorrow;
}

export type OptInRefusalReason =
  'game-ended' | 'already-opted-in' | 'opt-in-not-open-yet' | 'opt-in-closed';

export interface OptInRefusal {
  reason: OptInRefusalReason;
  message: string;
}

/**
 * Why an opt-in request must be refused, or null when it may be sent. Opting in again to a game
 * already (validly) opted in to asks the member to come back after the start date (spec
 * section 5); once the game has started the refusal says it can be played now instead.
 */
export function optInRefusal(
  game: GameSchedule,
  existingOptIn: GameOptin | null,
  now: Date,
): OptInRefusal | null {
  const text = gamesMessages;
  const windows = windowsOf(game);
  if (hasGameEnded(windows, now)) return { reason: 'game-ended', message: text.ended };
  if (existingOptIn !== null && isOptInValid(windows, existingOptIn)) {
    const started = now.getTime() >= game.startsAt.getTime();
    return {
      reason: 'already-opted-in',
      message: started
        ? text.alreadyOptedInPlayNow
        : text.alreadyOptedInComeBack(formatDate(game.startsAt)),
    };
  }
  if (now.getTime() < game.optInOpensAt.getTime()) {
    return {
      reason: 'opt-in-not-open-yet',
      message: text.optInNotOpenYet(formatDate(game.optInOpensAt)),
    };
  }
  if (!isOptInOpen(windows, now)) return { reason: 'opt-in-closed', message: text.optInClosed };
  return null;
}

/** The one 'ready to play' decision: the card offers a spin, and only then may one be sent. */
export function isReadyToPlay(status: GameStatus): boolean {
  return status.kind === 'ready-to-play';
}
