import { isOptInOpen, pauseStateAt } from '@met/scheme';
import type { Game } from '@met/scheme/contract';
import { OPT_IN_CLOCK_SKEW_MS } from '@met/scheme/documents';
import { FunctionError } from '../../core/kernel/FunctionError';

/** How far a client's opt-in timestamp may differ from the server's clock (firestore.rules). */
export { OPT_IN_CLOCK_SKEW_MS };

/** Firestore's refusal when the security rules say no. */
export function permissionDenied(): FunctionError {
  return new FunctionError('permission-denied', 'Missing or insufficient permissions.');
}

/**
 * firestore.rules for a new opt-in: to a game that exists, stamped within 5 minutes of the
 * server's time, with both the server's time and the stamp inside the game's opt-in window (the
 * scheme's `isOptInOpen`, half-open: from OptinStart, closed from OptinEnd on).
 */
export function isAllowedNewOptIn(game: Game | undefined, timestamp: Date, now: Date): boolean {
  if (game === undefined) return false;
  const window = { OptinStart: new Date(game.OptinStart), OptinEnd: new Date(game.OptinEnd) };
  return (
    Math.abs(timestamp.getTime() - now.getTime()) < OPT_IN_CLOCK_SKEW_MS &&
    isOptInOpen(window, now) &&
    isOptInOpen(window, timestamp)
  );
}

/**
 * firestore.rules for incentives the app writes itself (a new opt-in): refused while the
 * membership's record says self-excluded or a break still in force (the scheme's `pauseStateAt`;
 * DECISIONS.md "Safer gambling: take a break and self-exclusion").
 * A login with no membership record has nothing to pause.
 */
export function isPausedForIncentives(
  member: { breakEndsAt?: string | null; selfExcluded?: boolean } | undefined,
  now: Date,
): boolean {
  return member !== undefined && pauseStateAt(member, now).kind !== 'none';
}
