import { isOptInValid, playWindowAt as windowAt, type PlayWindow } from '@met/scheme';
import type { Game } from '@met/scheme/contract';
import type { GameOptin } from '../ports/AppData';

/** The scheme's game windows over the wire's ISO instants. */
function windowsOf(game: Game) {
  return {
    id: game.id,
    GameStart: new Date(game.GameStart),
    GameEnd: new Date(game.GameEnd),
    OptinStart: new Date(game.OptinStart),
    OptinEnd: new Date(game.OptinEnd),
  };
}

/** Where `now` falls in the game's play window (the rule is the scheme's, shown by the app too). */
export function playWindowAt(game: Game, now: Date): PlayWindow {
  return windowAt(windowsOf(game), now);
}

/** Whether the member's stored opt-ins hold one that counts for this run of the game. */
export function hasValidOptIn(optins: readonly GameOptin[], game: Game): boolean {
  const windows = windowsOf(game);
  return optins.some((optin) =>
    isOptInValid(windows, { gameId: optin.gameId, timestamp: new Date(optin.timestamp) }),
  );
}
