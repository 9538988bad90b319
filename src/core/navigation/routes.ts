/**
 * The route table of spec section 2. Patterns use ':name' for a parameter (wouter's syntax).
 *
 * access:
 * - 'signed-in': needs sign-in (rule 2 of the guard sends a signed-out visitor to /login).
 * - 'auth-layout': no sign-in needed, but a signed-in member is still subject to the guard's
 *   rules 3 to 5 (unverified email, account linking, /login while signed in).
 * - 'public': always reachable, whoever you are (rule 1): /account/pending and the six
 *   information pages linked from the menus (Met Rewards Explained to Terms & Conditions); unknown
 *   paths (the not-found page) are treated the same way by the guard.
 * - 'staff': the desk, always reachable; its page shows a staff sign-in or a plain
 *   "for staff" note itself, and a staff login is sent here from every other non-public route.
 */
export type RouteAccess = 'signed-in' | 'auth-layout' | 'public' | 'staff';

export const ROUTES = {
  home: { pattern: '/', access: 'signed-in' },
  spinTheWheel: { pattern: '/games/spin-the-wheel/:gameId', access: 'signed-in' },
  offers: { pattern: '/offers', access: 'signed-in' },
  offerDetails: { pattern: '/offers/:id', access: 'signed-in' },
  benefits: { pattern: '/benefits', access: 'signed-in' },
  promotions: { pattern: '/promotions', access: 'signed-in' },
  events: { pattern: '/events', access: 'signed-in' },
  eventDetails: { pattern: '/events/:id', access: 'signed-in' },
  profile: { pattern: '/profile', access: 'signed-in' },
  settings: { pattern: '/settings', access: 'signed-in' },
  settingsInterests: { pattern: '/settings/interests', access: 'signed-in' },
  settingsCommunications: { pattern: '/settings/communications', access: 'signed-in' },
  settingsDelete: { pattern: '/settings/delete', access: 'signed-in' },
  // Sign in with Face ID or a fingerprint (DECISIONS.md "Passkeys"), beside the spec's routes.
  settingsPasskeys: { pattern: '/settings/passkeys', access: 'signed-in' },
  restaurant: { pattern: '/restaurant', access: 'signed-in' },
  myCasino: { pattern: '/mycasino', access: 'signed-in' },
  more: { pattern: '/more', access: 'signed-in' },
  // The membership card the desk scans
  // (DECISIONS.md "Card and wallets: the membership card in the app"), beside the spec's routes.
  card: { pattern: '/card', access: 'signed-in' },
  // How loyalty points were earned, spent and expire (DECISIONS.md "Points and tiers"),
  // beside the spec's routes.
  pointsActivity: { pattern: '/points', access: 'signed-in' },
  // The helpline, self-exclusion schemes and the casino's contact (DECISIONS.md "Safer
  // gambling"), beside the spec's routes.
  saferGambling: { pattern: '/safer-gambling', access: 'signed-in' },
  accountVerify: { pattern: '/account/verify', access: 'signed-in' },

  register: { pattern: '/account/register', access: 'auth-layout' },
  registerSuccess: { pattern: '/account/register/success', access: 'auth-layout' },
  support: { pattern: '/account/support', access: 'auth-layout' },
  login: { pattern: '/login', access: 'auth-layout' },
  loginMobile: { pattern: '/login-mobile', access: 'auth-layout' },
  forgottenPassword: { pattern: '/forgotten-password', access: 'auth-layout' },
  forgottenPasswordConfirm: { pattern: '/forgotten-password-confirm', access: 'auth-layout' },
  resetPassword: { pattern: '/reset-password', access: 'auth-layout' },
  resetPasswordSuccess: { pattern: '/reset-password-success', access: 'auth-layout' },
  createLogin: { pattern: '/account/create', access: 'auth-layout' },
  createPassword: { pattern: '/account/password', access: 'auth-layout' },
  linkMembership: { pattern: '/account/link', access: 'auth-layout' },
  membershipLinked: { pattern: '/account/linked', access: 'auth-layout' },

  accountPending: { pattern: '/account/pending', access: 'public' },
  // The receipt of a deleted online account, shown once the session has ended: public, so it
  // never waits on the sign-out, beside the spec's routes.
  accountDeleted: { pattern: '/account/deleted', access: 'public' },
  infoMetRewardsExplained: { pattern: '/info/met-rewards-explained', access: 'public' },
  infoWhyWeAsk: { pattern: '/info/why-we-ask', access: 'public' },
  infoFaqs: { pattern: '/info/faqs', access: 'public' },
  infoResponsibleGaming: { pattern: '/info/responsible-gaming', access: 'public' },
  infoDataProcessing: { pattern: '/info/data-processing', access: 'public' },
  infoTerms: { pattern: '/info/terms', access: 'public' },

  // The casino's desk: staff only, in no member menu, beside the spec's routes.
  desk: { pattern: '/desk', access: 'staff' },
} as const satisfies Record<string, { pattern: string; access: RouteAccess }>;

export type RouteId = keyof typeof ROUTES;

export interface RouteDefinition {
  id: RouteId;
  pattern: string;
  access: RouteAccess;
}

export const ROUTE_TABLE: readonly RouteDefinition[] = (Object.keys(ROUTES) as RouteId[]).map(
  (id) => ({ id, pattern: ROUTES[id].pattern, access: ROUTES[id].access }),
);

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<Id extends RouteId> = Record<
  ParamNames<(typeof ROUTES)[Id]['pattern']>,
  string
>;

/** The path part of a location: no query string, no fragment. */
export function pathOnly(location: string): string {
  const end = location.search(/[?#]/);
  return end === -1 ? location : location.slice(0, end);
}

/** Lower case, no query or fragment, no trailing slash: how paths compare (spec section 2). */
export function normalizePath(location: string): string {
  const path = pathOnly(location).toLowerCase().replace(/\/+$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

function segmentsOf(path: string): string[] {
  const trimmed = path.replace(/\/+$/, '');
  // Stryker disable next-line ArrayDeclaration: '/' and the home pattern '/' gain the same stand-in segment and still match each other; only a path spelling the stand-in itself would tell
  return trimmed === '' ? [] : trimmed.slice(1).split('/');
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = segmentsOf(pattern);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    // Stryker disable next-line StringLiteral: the lengths are equal, so every part has its segment and the fallback is never read
    const segment = segments[index] ?? '';
    // Stryker disable next-line ConditionalExpression,StringLiteral: trailing slashes are trimmed and every pattern's parameter is its last part, so an empty segment only meets a literal part, which refuses it too
    if (segment === '') return null;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (part.toLowerCase() !== segment.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/**
 * The route a location shows, or null for the not-found page. Literal segments match in any
 * case and a trailing slash is ignored; parameter values keep their case (ids are case-sensitive).
 */
export function matchRoute(location: string): RouteMatch | null {
  const path = pathOnly(location);
  if (!path.startsWith('/')) return null;
  const segments = segmentsOf(path);
  for (const route of ROUTE_TABLE) {
    const params = matchPattern(route.pattern, segments);
    if (params !== null) return { route, params };
  }
  return null;
}

/** Builds the path of a route: pathTo('offerDetails', { id: '12' }) is '/offers/12'. */
export function pathTo<Id extends RouteId>(
  id: Id,
  ...params: ParamNames<(typeof ROUTES)[Id]['pattern']> extends never ? [] : [RouteParams<Id>]
): string {
  const values: Record<string, string> = params[0] ?? {};
  return ROUTES[id].pattern.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
}
