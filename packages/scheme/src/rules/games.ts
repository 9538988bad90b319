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

/** A wheel segment as the draw and the odds see it (the contract's Prize). */
export interface WheelSegment {
  name: string;
  win: boolean;
}

/**
 * The server's draw (DECISIONS.md "Safer gambling"): one segment of the wheel, each equally
 * likely, picked by `randomInt(segments)` (uniform over 0 to segments - 1). The published odds
 * (`prizeOdds`) count segments the same way, so they are the draw's real odds.
 */
export function drawPrize<P extends WheelSegment>(
  prizes: readonly P[],
  randomInt: (maxExclusive: number) => number,
): { index: number; prize: P } {
  if (prizes.length === 0) throw new RangeError('drawPrize needs at least one prize');
  const index = randomInt(prizes.length);
  const prize = prizes[index];
  if (!Number.isInteger(index) || prize === undefined) {
    throw new RangeError(`randomInt(${prizes.length}) gave ${index}`);
  }
  return { index, prize };
}

/** One distinct outcome of a spin and its chance: `segments` in `outOf`. */
export interface PrizeOdds {
  /** The prize's name; for the no-prize outcome, the first no-prize segment's name. */
  name: string;
  win: boolean;
  /** Segments of the wheel with this outcome (duplicates counted). */
  segments: number;
  /** All segments of the wheel. */
  outOf: number;
  /** The chance in lowest terms, "1 in 8" or "3 in 8": `chance` in `in`. */
  chance: number;
  in: number;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Each distinct outcome of `drawPrize` over these prizes with its chance, in the wheel's order of
 * first appearance: a prize on two segments counts twice; every no-prize segment is one outcome
 * (the member either wins nothing or does not).
 */
export function prizeOdds(prizes: readonly WheelSegment[]): PrizeOdds[] {
  const outOf = prizes.length;
  const byKey = new Map<string, PrizeOdds>();
  for (const prize of prizes) {
    // Stryker disable next-line StringLiteral: any text no win's key ('win:' and a name) can be keys the one no-prize outcome, '' too
    const key = prize.win ? `win:${prize.name}` : 'lose';
    const seen = byKey.get(key);
    if (seen) seen.segments += 1;
    else byKey.set(key, { name: prize.name, win: prize.win, segments: 1, outOf, chance: 0, in: 0 });
  }
  return [...byKey.values()].map((odds) => {
    const divisor = gcd(odds.segments, outOf);
    return { ...odds, chance: odds.segments / divisor, in: outOf / divisor };
  });
}
