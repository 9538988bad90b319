import { guardNavigation, type AuthSnapshot } from '../../core/navigation/guard';
import type { SessionPhase } from '../../core/session/SessionStore';

/** The last page the core asked for (NavigationStore), with the auth state at that moment. */
export interface CoreRequest {
  location: string;
  auth: string;
}

export interface ShellViewInput {
  /** Path and query string of the address bar. */
  location: string;
  auth: AuthSnapshot;
  phase: SessionPhase;
  /** The auth state has been known at least once since the page loaded. */
  booted: boolean;
  /** The member signed in on this page; the session will take them on once past the gates. */
  signingIn: boolean;
  coreRequest: CoreRequest | null;
}

/**
 * - splash: the branded splash (the auth state is not known yet, or a redirect is under way).
 * - show: render the address bar's route.
 * - redirect: replace the address with `to` (the guard's decision).
 */
export type ShellView = { kind: 'splash' } | { kind: 'show' } | { kind: 'redirect'; to: string };

/** The auth facts the guard reads, as one comparable value. */
export function authKey(auth: AuthSnapshot): string {
  return [auth.isLoggedIn, auth.emailVerified, auth.requiresAccountLinking, auth.isStaff].join('|');
}

/**
 * What the shell shows for the address bar's location. The guard of the core decides; the shell
 * only adds when to hold a redirect back, because the core is itself moving the member on:
 * - while the data of a member who just signed in loads, the session will send them to the
 *   redirect target (or sign them out at a gate), so /login is not bounced to / in between; a
 *   restored session on /login shows the splash instead, never a flash of the login form;
 * - on the page the core just asked for (e.g. /login while signing out), until the auth state
 *   the core is heading for arrives.
 * Before the first auth state the splash shows; later re-checks keep the page on screen.
 */
export function decideShellView(input: ShellViewInput): ShellView {
  const decision = guardNavigation(input.location, input.auth);
  if (decision.kind === 'proceed') return { kind: 'show' };
  if (decision.kind === 'wait') return input.booted ? { kind: 'show' } : { kind: 'splash' };
  if (input.phase === 'loading-member' && !input.signingIn) return { kind: 'splash' };
  const settling = input.phase === 'loading-member';
  const coreIsMovingOn =
    input.coreRequest !== null &&
    input.coreRequest.location === input.location &&
    input.coreRequest.auth === authKey(input.auth);
  if (settling || coreIsMovingOn) return { kind: 'show' };
  return { kind: 'redirect', to: decision.to };
}
