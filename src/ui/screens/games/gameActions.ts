import type { GameStatus } from '../../../core/domain/games';

/**
 * What the game screen offers for a status. 'again' keeps the opt-in button after a member
 * opted in to a game that has not started, so pressing it gets the domain's "come back after
 * the start date" answer (spec section 5) instead of a silent no-op.
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

export function offersSpin(status: GameStatus): boolean {
  return status.kind === 'ready-to-play';
}

export function isLastDayStatus(status: GameStatus): boolean {
  return 'lastDay' in status && status.lastDay;
}

/** 'Last day' is news only while the member can still opt in or play today. */
export function showsLastDayBadge(status: GameStatus): boolean {
  const canStillAct = status.kind === 'ready-to-play' || status.kind === 'can-opt-in';
  return canStillAct && isLastDayStatus(status);
}

export function hasNotStarted(status: GameStatus): boolean {
  return status.kind === 'not-started' || status.kind === 'not-started-opt-in-open';
}
