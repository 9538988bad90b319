/**
 * Spin To Win windows (spec section 4, spec-decisions 6 to 8). Every window is half-open: it
 * opens at its start instant (inclusive) and is closed from its end instant on, so
 * start <= now < end. The app shows these windows; the backend enforces them.
 */
export interface GameWindows {
  GameStart: Date;
  GameEnd: Date;
  OptinStart: Date;
  OptinEnd: Date;
}

export type PlayWindow = 'not-started' | 'open' | 'ended';

function isWithin(now: Date, start: Date, end: Date): boolean {
  const t = now.getTime();
  return start.getTime() <= t && t < end.getTime();
}

/**
 * Whether a member may opt in at `at`: OptinStart <= at < OptinEnd. The one opt-in window: the
 * app offers opt-in by it, the fake world's rules apply it and firestore.rules agrees with it.
 */
export function isOptInOpen(game: Pick<GameWindows, 'OptinStart' | 'OptinEnd'>, at: Date): boolean {
  return isWithin(at, game.OptinStart, game.OptinEnd);
}

export function isPlayWindowOpen(game: GameWindows, now: Date): boolean {
  return isWithin(now, game.GameStart, game.GameEnd);
}

export function hasGameEnded(game: GameWindows, now: Date): boolean {
  return now.getTime() >= game.GameEnd.getTime();
}

export function playWindowAt(game: GameWindows, now: Date): PlayWindow {
  if (now.getTime() < game.GameStart.getTime()) return 'not-started';
  return hasGameEnded(game, now) ? 'ended' : 'open';
}

/**
 * spec-decisions 8: an opt-in counts only for the game it names and when made at or after
 * OptinStart; an older one belongs to an earlier run of the game.
 */
export function isOptInValid(
  game: GameWindows & { id: string },
  optIn: { gameId: string; timestamp: Date },
): boolean {
  return optIn.gameId === game.id && optIn.timestamp.getTime() >= game.OptinStart.getTime();
}

/**
 * The `details` of promotions-spinTheWheel's 'resource-exhausted' refusal when the membership
 * has had today's play (spec-decisions 6), perhaps from another login or one since deleted, so
 * the app can say so in the game's words instead of 'too many failed attempts'.
 */
export const PLAYED_TODAY_DETAILS = { reason: 'membership-played-today' } as const;

/** Whether a refusal's details are `PLAYED_TODAY_DETAILS`. */
export function isPlayedTodayDetails(details: unknown): boolean {
  return (
    typeof details === 'object' &&
    details !== null &&
    (details as { reason?: unknown }).reason === PLAYED_TODAY_DETAILS.reason
  );
}
