import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/core/kernel/messages';
import { matchRoute, ROUTE_TABLE } from '../../../src/core/navigation/routes';
import { TAB_OF_ROUTE } from '../../../src/core/navigation/tabs';
import {
  hasScreenModule,
  headerTitle,
  NOT_FOUND_ROUTE,
  SCREEN_ROUTES,
} from '../../../src/ui/routes';

const screensOf = (route: (typeof SCREEN_ROUTES)[keyof typeof SCREEN_ROUTES]) =>
  route.phoneScreen ? [route.screen, route.phoneScreen] : [route.screen];

describe('the shell route table', () => {
  it.each(ROUTE_TABLE.map((route) => [route.id, route.pattern] as const))(
    '%s (%s) has its screen module under src/ui/screens',
    (id) => {
      for (const screen of screensOf(SCREEN_ROUTES[id])) {
        expect(hasScreenModule(screen), screen).toBe(true);
      }
    },
  );

  it('has the not-found screen', () => {
    expect(hasScreenModule(NOT_FOUND_ROUTE.screen)).toBe(true);
  });

  it.each([
    ['offers', messages.titles.offers],
    ['offerDetails', 'My Exclusive Offers'],
    ['benefits', 'My Benefits'],
    ['spinTheWheel', 'Spin The Wheel'],
    ['saferGambling', 'Safer gambling'],
    ['events', "What's On at Metro Casino Mayfair"],
    ['eventDetails', "What's On at Metro Casino Mayfair"],
  ] as const)('%s has the mobile header title %j (spec section 2)', (id, title) => {
    expect(headerTitle(SCREEN_ROUTES[id], 'Metro Casino Mayfair')).toBe(title);
  });

  it("says What's On until the venue is known", () => {
    expect(headerTitle(SCREEN_ROUTES.events, '')).toBe("What's On");
  });

  it('hides the mobile header on /more only', () => {
    const hidden = Object.entries(SCREEN_ROUTES).filter(([, route]) => route.hideHeader);
    expect(hidden.map(([id]) => id)).toEqual(['more']);
  });

  it('frames each route by its access: signed-in routes in the member layout', () => {
    for (const route of ROUTE_TABLE) {
      const layout = SCREEN_ROUTES[route.id].layout;
      if (route.access === 'auth-layout') expect(layout, route.id).toBe('auth');
      if (route.access === 'signed-in' && route.id !== 'accountVerify') {
        expect(layout, route.id).toBe('member');
      }
    }
  });

  it.each(
    ROUTE_TABLE.flatMap((route) => {
      const backTo = SCREEN_ROUTES[route.id].backTo;
      return backTo === undefined ? [] : [[route.id, backTo] as const];
    }),
  )("%s's back button leads to %s, within the tab it lights", (id, backTo) => {
    const parent = matchRoute(backTo)?.route.id;

    expect(parent).toBeDefined();
    expect(TAB_OF_ROUTE[parent ?? id]).toBe(TAB_OF_ROUTE[id]);
  });

  it('shows the landing page on a phone at /login only (spec-decisions 12)', () => {
    const withPhoneScreen = Object.entries(SCREEN_ROUTES).filter(([, route]) => route.phoneScreen);
    expect(withPhoneScreen).toEqual([
      [
        'login',
        expect.objectContaining({
          screen: 'session/LoginScreen',
          phoneScreen: 'session/LandingScreen',
        }),
      ],
    ]);
    expect(SCREEN_ROUTES.loginMobile.screen).toBe('session/LoginScreen');
  });
});
