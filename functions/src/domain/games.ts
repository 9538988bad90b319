import type { Game } from '../contract/callables';
import type { GameOptin } from '../ports/AppData';

export type PlayWindow = 'not-started' | 'open' | 'ended';

/**
 * Play is allowed from GameStart (inclusive) to GameEnd (exclusive), the same window the app's
 * domain shows (src/core/domain/games.ts); tests/functions/rulesAgree.test.ts holds them together.
 */
export function playWindowAt(game: Game, now: Date): PlayWindow {
  const at = now.getTime();
  if (at < Date.parse(game.GameStart)) return 'not-started';
  if (at >= Date.parse(game.GameEnd)) return 'ended';
  return 'open';
}

/**
 * An opt-in counts only when made at or after OptinStart: an older one belongs to an earlier run
 * of the game (spec-decisions 8).
 */
export function hasValidOptIn(optins: readonly GameOptin[], game: Game): boolean {
  const optinStart = Date.parse(game.OptinStart);
  return optins.some(
    (optin) => optin.gameId === game.id && Date.parse(optin.timestamp) >= optinStart,
  );
}
