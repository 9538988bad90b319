import { matchRoute, normalizePath, pathTo } from './routes';
import { loginPathWithRedirect } from './redirect';

export interface AuthSnapshot {
  /** False until the auth state is first known; the guard waits until then. */
  ready: boolean;
  isLoggedIn: boolean;
  emailVerified: boolean;
  requiresAccountLinking: boolean;
  /** A staff login: the desk's session, never a member's. */
  isStaff: boolean;
}

export type GuardDecision =
  { kind: 'proceed' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

const PROCEED: GuardDecision = { kind: 'proceed' };

/** Paths a member who still has to link a membership may open (rule 4). */
const LINKING_ALLOWED_PATHS: readonly string[] = [
  pathTo('accountVerify'),
  pathTo('linkMembership'),
  pathTo('membershipLinked'),
];
const LINKING_ALLOWED_PATH_FRAGMENT = '/account/register';

/** Rule 4's exceptions: the pages a member who still has to link a membership may open. */
export function mayOpenWhileLinking(location: string): boolean {
  const path = normalizePath(location);
  return LINKING_ALLOWED_PATHS.includes(path) || path.includes(LINKING_ALLOWED_PATH_FRAGMENT);
}

/**
 * The navigation guard of spec section 4, its five rules in order. `location` is the full path
 * wanted (query string included), which rule 2 carries to /login as the redirect.
 */
export function guardNavigation(location: string, auth: AuthSnapshot): GuardDecision {
  if (!auth.ready) return { kind: 'wait' };
  const match = matchRoute(location);
  if (match === null || match.route.access === 'public') return PROCEED;
  // The desk's page says itself who may use it: a sign-in form, or a plain "for staff" note.
  if (match.route.access === 'staff') return PROCEED;
  if (auth.isLoggedIn && auth.isStaff) return { kind: 'redirect', to: pathTo('desk') };
  if (!auth.isLoggedIn) {
    return match.route.access === 'signed-in'
      ? { kind: 'redirect', to: loginPathWithRedirect(location) }
      : PROCEED;
  }
  if (!auth.emailVerified) return { kind: 'redirect', to: pathTo('accountPending') };
  if (auth.requiresAccountLinking && !mayOpenWhileLinking(location)) {
    return { kind: 'redirect', to: pathTo('accountVerify') };
  }
  if (match.route.id === 'login' || match.route.id === 'loginMobile') {
    return { kind: 'redirect', to: pathTo('home') };
  }
  return PROCEED;
}
