import { describe, expect, it } from 'vitest';
import { guardNavigation, type AuthSnapshot } from '../../../src/core/navigation/guard';
import { ROUTE_TABLE, matchRoute } from '../../../src/core/navigation/routes';

const STATES = {
  notReady: {
    ready: false,
    isLoggedIn: true,
    emailVerified: true,
    requiresAccountLinking: false,
    isStaff: false,
  },
  signedOut: {
    ready: true,
    isLoggedIn: false,
    emailVerified: false,
    requiresAccountLinking: false,
    isStaff: false,
  },
  signedOutStaleFlags: {
    ready: true,
    isLoggedIn: false,
    emailVerified: true,
    requiresAccountLinking: true,
    isStaff: false,
  },
  unverified: {
    ready: true,
    isLoggedIn: true,
    emailVerified: false,
    requiresAccountLinking: false,
    isStaff: false,
  },
  unverifiedLinking: {
    ready: true,
    isLoggedIn: true,
    emailVerified: false,
    requiresAccountLinking: true,
    isStaff: false,
  },
  linking: {
    ready: true,
    isLoggedIn: true,
    emailVerified: true,
    requiresAccountLinking: true,
    isStaff: false,
  },
  member: {
    ready: true,
    isLoggedIn: true,
    emailVerified: true,
    requiresAccountLinking: false,
    isStaff: false,
  },
} satisfies Record<string, AuthSnapshot>;
type State = keyof typeof STATES;
const STATE_NAMES = Object.keys(STATES) as State[];

/** Shorthand: ok = proceed, wait, login = /login with redirect, pending, verify, home = '/'. */
type Cell = 'ok' | 'wait' | 'login' | 'pending' | 'verify' | 'home';
type Row = [path: string, cells: Record<State, Cell>];

const row = (path: string, signedOut: Cell, unverified: Cell, linking: Cell, member: Cell): Row => [
  path,
  {
    notReady: 'wait',
    signedOut,
    signedOutStaleFlags: signedOut,
    unverified,
    // Rule 3 (unverified email) comes before rule 4 (linking).
    unverifiedLinking: unverified === 'ok' ? linking : unverified,
    linking,
    member,
  },
];

// Expected decisions written out by hand from the five rules of spec section 4.
//        path                                  signedOut  unverified  linking   member
const MATRIX: Row[] = [
  row('/', 'login', 'pending', 'verify', 'ok'),
  row('/games/spin-the-wheel/g1', 'login', 'pending', 'verify', 'ok'),
  row('/offers', 'login', 'pending', 'verify', 'ok'),
  row('/offers/7', 'login', 'pending', 'verify', 'ok'),
  row('/benefits', 'login', 'pending', 'verify', 'ok'),
  row('/promotions', 'login', 'pending', 'verify', 'ok'),
  row('/events', 'login', 'pending', 'verify', 'ok'),
  row('/events/9', 'login', 'pending', 'verify', 'ok'),
  row('/profile', 'login', 'pending', 'verify', 'ok'),
  row('/settings', 'login', 'pending', 'verify', 'ok'),
  row('/settings/interests', 'login', 'pending', 'verify', 'ok'),
  row('/settings/communications', 'login', 'pending', 'verify', 'ok'),
  row('/settings/delete', 'login', 'pending', 'verify', 'ok'),
  // Passkeys: a member screen, for a verified, linked member only.
  row('/settings/passkeys', 'login', 'pending', 'verify', 'ok'),
  row('/restaurant', 'login', 'pending', 'verify', 'ok'),
  row('/mycasino', 'login', 'pending', 'verify', 'ok'),
  row('/more', 'login', 'pending', 'verify', 'ok'),
  row('/card', 'login', 'pending', 'verify', 'ok'),
  row('/points', 'login', 'pending', 'verify', 'ok'),
  row('/safer-gambling', 'login', 'pending', 'verify', 'ok'),
  row('/account/verify', 'login', 'pending', 'ok', 'ok'),
  row('/account/register', 'ok', 'pending', 'ok', 'ok'),
  row('/account/register/success', 'ok', 'pending', 'ok', 'ok'),
  row('/account/support', 'ok', 'pending', 'verify', 'ok'),
  row('/login', 'ok', 'pending', 'verify', 'home'),
  row('/login-mobile', 'ok', 'pending', 'verify', 'home'),
  row('/forgotten-password', 'ok', 'pending', 'verify', 'ok'),
  row('/forgotten-password-confirm', 'ok', 'pending', 'verify', 'ok'),
  row('/reset-password', 'ok', 'pending', 'verify', 'ok'),
  row('/reset-password-success', 'ok', 'pending', 'verify', 'ok'),
  row('/account/create', 'ok', 'pending', 'verify', 'ok'),
  row('/account/password', 'ok', 'pending', 'verify', 'ok'),
  row('/account/link', 'ok', 'pending', 'ok', 'ok'),
  row('/account/linked', 'ok', 'pending', 'ok', 'ok'),
  row('/account/pending', 'ok', 'ok', 'ok', 'ok'),
  // A deleted account's receipt: shown whatever the session is doing as it ends.
  row('/account/deleted', 'ok', 'ok', 'ok', 'ok'),
  row('/info/met-rewards-explained', 'ok', 'ok', 'ok', 'ok'),
  row('/info/why-we-ask', 'ok', 'ok', 'ok', 'ok'),
  row('/info/faqs', 'ok', 'ok', 'ok', 'ok'),
  row('/info/responsible-gaming', 'ok', 'ok', 'ok', 'ok'),
  row('/info/data-processing', 'ok', 'ok', 'ok', 'ok'),
  row('/info/terms', 'ok', 'ok', 'ok', 'ok'),
  // The desk: its page shows a staff sign-in or a plain "for staff" note itself.
  row('/desk', 'ok', 'ok', 'ok', 'ok'),
  row('/no-such-page', 'ok', 'ok', 'ok', 'ok'),
  row('/offers/7/extra', 'ok', 'ok', 'ok', 'ok'),
];

function expectedDecision(cell: Cell, path: string) {
  switch (cell) {
    case 'ok':
      return { kind: 'proceed' };
    case 'wait':
      return { kind: 'wait' };
    case 'login':
      return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(path)}` };
    case 'pending':
      return { kind: 'redirect', to: '/account/pending' };
    case 'verify':
      return { kind: 'redirect', to: '/account/verify' };
    case 'home':
      return { kind: 'redirect', to: '/' };
  }
}

const CASES = MATRIX.flatMap(([path, cells]) =>
  STATE_NAMES.map((state) => [path, state, cells[state]] as const),
);

const variantsOf = (path: string): string[] => [
  path.toUpperCase(),
  `${path}/`,
  `${path.toUpperCase()}/`,
];

describe('guardNavigation: every route in every auth state (spec section 4)', () => {
  it('covers every route of the table', () => {
    const coveredIds = new Set(MATRIX.map(([path]) => matchRoute(path)?.route.id));
    expect(ROUTE_TABLE.filter((route) => !coveredIds.has(route.id))).toEqual([]);
  });

  it.each(CASES)('%s when %s: %s', (path, state, cell) => {
    expect(guardNavigation(path, STATES[state])).toEqual(expectedDecision(cell, path));
  });

  it.each(CASES)('%s in upper case or with a trailing slash when %s: %s', (path, state, cell) => {
    for (const variant of variantsOf(path)) {
      expect(guardNavigation(variant, STATES[state]), variant).toEqual(
        expectedDecision(cell, variant),
      );
    }
  });

  it.each(STATE_NAMES.filter((s) => s !== 'notReady'))(
    'never redirects in a loop when %s',
    (state) => {
      for (const [path] of MATRIX) {
        const first = guardNavigation(path, STATES[state]);
        if (first.kind !== 'redirect') continue;
        const target = first.to.split('?')[0] ?? first.to;
        expect(guardNavigation(target, STATES[state]), `${path} -> ${target}`).toEqual({
          kind: 'proceed',
        });
      }
    },
  );
});

describe('guardNavigation details', () => {
  it('carries the whole wanted location, query string included, to /login', () => {
    expect(guardNavigation('/offers/7?tab=other#qr', STATES.signedOut)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Foffers%2F7%3Ftab%3Dother%23qr',
    });
  });

  it('treats any path containing /account/register as open while linking', () => {
    expect(guardNavigation('/ACCOUNT/REGISTER/success/', STATES.linking)).toEqual({
      kind: 'proceed',
    });
  });

  it.each([
    ['/account/pending', true],
    ['/ACCOUNT/PENDING/', true],
    ['/nowhere', true],
    ['/Info/FAQs/', true],
    ['/info/terms', true],
    ['/login', false],
    ['/account/register', false],
    ['/', false],
    ['/account/verify', false],
  ])('rule 1: %s is open to a member whose email is unverified: %s', (path, open) => {
    expect(guardNavigation(path, STATES.unverified).kind === 'proceed').toBe(open);
  });
});

describe('a staff login', () => {
  const staff: AuthSnapshot = {
    ready: true,
    isLoggedIn: true,
    emailVerified: true,
    requiresAccountLinking: false,
    isStaff: true,
  };

  it('opens the desk, whoever asks: the page itself says who may use it', () => {
    for (const state of STATE_NAMES.filter((name) => name !== 'notReady')) {
      expect(guardNavigation('/desk', STATES[state])).toEqual({ kind: 'proceed' });
    }
    expect(guardNavigation('/desk', staff)).toEqual({ kind: 'proceed' });
  });

  it('is sent to the desk from member and sign-in pages, never to link a membership', () => {
    for (const path of ['/', '/offers', '/login', '/account/verify', '/account/link', '/card']) {
      expect(guardNavigation(path, staff)).toEqual({ kind: 'redirect', to: '/desk' });
    }
  });

  it('still reads the public pages', () => {
    expect(guardNavigation('/info/faqs', staff)).toEqual({ kind: 'proceed' });
  });
});
