import { describe, expect, it } from 'vitest';
import {
  ROUTE_TABLE,
  matchRoute,
  normalizePath,
  pathTo,
  type RouteAccess,
  type RouteId,
} from '../../../src/core/navigation/routes';

// Spec section 2, copied by hand: path as typed, route id, access, params.
const SPEC_ROUTES: [string, RouteId, RouteAccess, Record<string, string>][] = [
  ['/', 'home', 'signed-in', {}],
  ['/games/spin-the-wheel/Game42', 'spinTheWheel', 'signed-in', { gameId: 'Game42' }],
  ['/offers', 'offers', 'signed-in', {}],
  ['/offers/1234', 'offerDetails', 'signed-in', { id: '1234' }],
  ['/benefits', 'benefits', 'signed-in', {}],
  ['/promotions', 'promotions', 'signed-in', {}],
  ['/events', 'events', 'signed-in', {}],
  ['/events/summer-gala', 'eventDetails', 'signed-in', { id: 'summer-gala' }],
  ['/profile', 'profile', 'signed-in', {}],
  ['/settings', 'settings', 'signed-in', {}],
  ['/settings/interests', 'settingsInterests', 'signed-in', {}],
  ['/settings/communications', 'settingsCommunications', 'signed-in', {}],
  ['/settings/delete', 'settingsDelete', 'signed-in', {}],
  // Our extension: Settings > Passkeys.
  ['/settings/passkeys', 'settingsPasskeys', 'signed-in', {}],
  ['/restaurant', 'restaurant', 'signed-in', {}],
  ['/mycasino', 'myCasino', 'signed-in', {}],
  ['/more', 'more', 'signed-in', {}],
  // The membership card (DECISIONS.md "Card and wallets: the membership card in the app"), beside
  // the spec's routes.
  ['/card', 'card', 'signed-in', {}],
  // Points activity, beside the spec's routes.
  ['/points', 'pointsActivity', 'signed-in', {}],
  // Safer gambling, beside the spec's routes.
  ['/safer-gambling', 'saferGambling', 'signed-in', {}],
  ['/account/verify', 'accountVerify', 'signed-in', {}],
  ['/account/register', 'register', 'auth-layout', {}],
  ['/account/register/success', 'registerSuccess', 'auth-layout', {}],
  ['/account/support', 'support', 'auth-layout', {}],
  ['/login', 'login', 'auth-layout', {}],
  ['/login-mobile', 'loginMobile', 'auth-layout', {}],
  ['/forgotten-password', 'forgottenPassword', 'auth-layout', {}],
  ['/forgotten-password-confirm', 'forgottenPasswordConfirm', 'auth-layout', {}],
  ['/reset-password', 'resetPassword', 'auth-layout', {}],
  ['/reset-password-success', 'resetPasswordSuccess', 'auth-layout', {}],
  ['/account/create', 'createLogin', 'auth-layout', {}],
  ['/account/password', 'createPassword', 'auth-layout', {}],
  ['/account/link', 'linkMembership', 'auth-layout', {}],
  ['/account/linked', 'membershipLinked', 'auth-layout', {}],
  ['/account/pending', 'accountPending', 'public', {}],
  // Our extension: a deleted online account's receipt, shown once signed out.
  ['/account/deleted', 'accountDeleted', 'public', {}],
  // The information pages linked from the menus of spec section 2: open to everyone.
  ['/info/met-rewards-explained', 'infoMetRewardsExplained', 'public', {}],
  ['/info/why-we-ask', 'infoWhyWeAsk', 'public', {}],
  ['/info/faqs', 'infoFaqs', 'public', {}],
  ['/info/responsible-gaming', 'infoResponsibleGaming', 'public', {}],
  ['/info/data-processing', 'infoDataProcessing', 'public', {}],
  ['/info/terms', 'infoTerms', 'public', {}],
  // Our extension: the casino's desk.
  ['/desk', 'desk', 'staff', {}],
];

const upper = (path: string): string => path.toUpperCase();
const mixed = (path: string): string =>
  path.replace(/[a-z]/g, (c, i: number) => (i % 2 ? c.toUpperCase() : c));

describe('route table (spec section 2)', () => {
  it('has exactly the routes of the spec', () => {
    expect(ROUTE_TABLE.map((route) => route.id).sort()).toEqual(
      SPEC_ROUTES.map(([, id]) => id).sort(),
    );
  });

  it.each(SPEC_ROUTES)('%s is %s (%s)', (path, id, access, params) => {
    expect(matchRoute(path)).toEqual({ route: expect.objectContaining({ id, access }), params });
  });

  it.each(SPEC_ROUTES)('%s matches in any case and with trailing slashes', (path, id) => {
    for (const variant of [upper(path), mixed(path), `${path}/`, `${upper(path)}//`]) {
      expect(matchRoute(variant)?.route.id, variant).toBe(id);
    }
  });

  it.each(SPEC_ROUTES)('%s ignores a query string and a fragment', (path, id) => {
    expect(matchRoute(`${path}?redirect=%2Foffers#top`)?.route.id).toBe(id);
  });
});

describe('matchRoute details', () => {
  it('keeps the case of parameter values (ids are case-sensitive)', () => {
    expect(matchRoute('/GAMES/Spin-The-Wheel/AbC123/')?.params).toEqual({ gameId: 'AbC123' });
  });

  it('decodes parameter values', () => {
    expect(matchRoute('/events/summer%20gala')?.params).toEqual({ id: 'summer gala' });
  });

  it.each([
    '/nope',
    '/offers/1/extra',
    '/games/spin-the-wheel',
    '/games',
    '/account',
    '/account/register/success/more',
    '/offers//1',
    '/events/%E0%A4%A',
    'offers',
    '',
    '/loginx',
    '/login-mobile-x',
    '/my-casino',
    '/info',
    '/info/unknown',
    '/info/faqs/more',
  ])('%j is not a route (not-found page)', (path) => {
    expect(matchRoute(path)).toBeNull();
  });
});

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['///', '/'],
    ['/Offers/', '/offers'],
    ['/OFFERS/AbC', '/offers/abc'],
    ['/login?redirect=%2FOffers', '/login'],
    ['/Settings/Delete/#x', '/settings/delete'],
    ['offers', '/offers'],
  ])('%j is %j', (raw, normal) => {
    expect(normalizePath(raw)).toBe(normal);
  });
});

describe('pathTo', () => {
  it('builds paths from route ids, encoding parameters', () => {
    expect(pathTo('home')).toBe('/');
    expect(pathTo('offers')).toBe('/offers');
    expect(pathTo('offerDetails', { id: '12' })).toBe('/offers/12');
    expect(pathTo('eventDetails', { id: 'summer gala' })).toBe('/events/summer%20gala');
    expect(pathTo('spinTheWheel', { gameId: 'a/b' })).toBe('/games/spin-the-wheel/a%2Fb');
  });

  it('leaves out an id lost at run time, so the link opens the list rather than "undefined"', () => {
    const fromTheWire = JSON.parse('{}') as { id: string };

    const path = pathTo('offerDetails', { id: fromTheWire.id });

    expect(path).toBe('/offers/');
    expect(matchRoute(path)?.route.id).toBe('offers');
  });

  it('round-trips through matchRoute', () => {
    const path = pathTo('spinTheWheel', { gameId: 'Wheel 7?' });
    expect(matchRoute(path)?.params).toEqual({ gameId: 'Wheel 7?' });
  });
});
