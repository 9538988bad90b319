import type { Game } from '@met/scheme/contract';
import { FunctionError } from '../../core/kernel/FunctionError';

/** How far a client's opt-in timestamp may differ from the server's clock (firestore.rules). */
export const OPT_IN_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** Firestore's refusal when the security rules say no. */
export function permissionDenied(): FunctionError {
  return new FunctionError('permission-denied', 'Missing or insufficient permissions.');
}

/**
 * firestore.rules for a new opt-in: to a game that exists, inside its opt-in window (both ends
 * inclusive, as the rules compare), stamped within 5 minutes of the server's time.
 */
export function isAllowedNewOptIn(game: Game | undefined, timestamp: Date, now: Date): boolean {
  if (game === undefined) return false;
  const at = now.getTime();
  return (
    Math.abs(timestamp.getTime() - at) < OPT_IN_CLOCK_SKEW_MS &&
    Date.parse(game.OptinStart) <= at &&
    at <= Date.parse(game.OptinEnd)
  );
}
