import type { ScreenRoute } from '../routes';

interface SessionFacts {
  isLoggedIn: boolean;
  emailVerified: boolean;
  requiresAccountLinking: boolean;
  isStaff: boolean;
}

/**
 * A route shows in the member layout: member routes always; public pages (information, not
 * found) for a member who is fully in (verified and linked).
 */
export function isMemberFramed(route: ScreenRoute, session: SessionFacts): boolean {
  const fullMember =
    session.isLoggedIn &&
    session.emailVerified &&
    !session.requiresAccountLinking &&
    !session.isStaff;
  return route.layout === 'member' || (route.layout === 'public' && fullMember);
}
