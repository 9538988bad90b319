import type { ComponentType } from 'react';
import { messages } from '../core/kernel/messages';
import { matchRoute, type RouteId } from '../core/navigation/routes';
import { ChunkLoadError } from './shell/ChunkLoadError';
import { retryFailedStylesheets, watchStylesheets } from './shell/stylesheetRetry';

/**
 * What the shell needs to know about each route of the domain's table (src/core/navigation/routes.ts,
 * the ONE route table: matching and the guard use it; this file only adds how a route looks).
 *
 * layout:
 * - 'member': the signed-in layout (MobileLayout under 768 px, DesktopLayout from 768 px).
 * - 'auth': the centred card of AuthLayout.
 * - 'public': the member layout for a signed-in member, AuthLayout (wide) for everyone else.
 * - 'desk': the page alone, full width: the casino's desk frames itself.
 */
export type ShellLayout = 'member' | 'auth' | 'public' | 'desk';

/** What every screen receives. */
export interface ScreenProps {
  params: Record<string, string>;
}

export type Screen = ComponentType<ScreenProps>;

export interface ScreenRoute {
  /** The screen's module under src/ui/screens, without extension: 'home/HomeScreen'. */
  screen: string;
  /** Shown instead of `screen` below 768 px (spec-decisions 12: /login shows the landing page). */
  phoneScreen?: string;
  layout: ShellLayout;
  /** The mobile header's title; a function of the home venue's name where the spec says so. */
  title: string | ((venueName: string) => string);
  /** The mobile header is hidden (spec section 2: /more). */
  hideHeader?: boolean;
  /** Where the mobile header's back button leads; tab pages have none (their tab is current). */
  backTo?: string;
  /** AuthLayout's wide card, for long content. */
  wide?: boolean;
  /**
   * The member's own things at a glance (points, codes, card, venue, events): kept as a painted
   * copy that the next start shows before the app's code runs (DECISIONS.md "Offline and the device copy: the painted copy").
   * Never a screen with a form, whose typed values the markup could carry.
   */
  painted?: boolean;
}

const member = (
  screen: string,
  title: ScreenRoute['title'],
  options: Partial<ScreenRoute> = {},
): ScreenRoute => ({ screen, title, layout: 'member', ...options });

const auth = (screen: string, title: string, options: Partial<ScreenRoute> = {}): ScreenRoute => ({
  screen,
  title,
  layout: 'auth',
  ...options,
});

const info = (screen: string, title: string): ScreenRoute => ({
  screen: `info/${screen}`,
  title,
  layout: 'public',
  backTo: '/more',
  wide: true,
});

/** "What's On at {venue}" (spec section 2); plain "What's On" until the venue is known. */
const whatsOn = (venueName: string): string =>
  venueName === '' ? "What's On" : messages.titles.eventsAt(venueName);

const BACK_TO_MORE = { backTo: '/more' };
const PAINTED = { painted: true };
const BACK_TO_SETTINGS = { backTo: '/settings' };

/** Every route of the domain table: its screen and how it is framed. */
export const SCREEN_ROUTES: Readonly<Record<RouteId, ScreenRoute>> = {
  home: member('home/HomeScreen', 'Home', PAINTED),
  spinTheWheel: member('games/SpinTheWheelScreen', messages.titles.spinTheWheel, { backTo: '/' }),
  offers: member('offers/OffersScreen', messages.titles.offers, PAINTED),
  offerDetails: member('offers/OfferDetailsScreen', messages.titles.offers, {
    backTo: '/offers',
    ...PAINTED,
  }),
  benefits: member('venue/BenefitsScreen', messages.titles.benefits, BACK_TO_MORE),
  promotions: member('events/PromotionsScreen', 'Promotions', BACK_TO_MORE),
  events: member('events/EventsScreen', whatsOn, PAINTED),
  eventDetails: member('events/EventDetailsScreen', whatsOn, { backTo: '/events' }),
  profile: member('profile/ProfileScreen', 'Profile', BACK_TO_MORE),
  settings: member('settings/SettingsScreen', 'Settings', BACK_TO_MORE),
  settingsInterests: member('settings/InterestsScreen', 'Interests', BACK_TO_SETTINGS),
  settingsCommunications: member(
    'settings/CommunicationsScreen',
    'Communication',
    BACK_TO_SETTINGS,
  ),
  settingsDelete: member('settings/DeleteAccountScreen', 'Delete My Account', BACK_TO_SETTINGS),
  settingsPasskeys: member('passkeys/PasskeysScreen', 'Passkeys', BACK_TO_SETTINGS),
  restaurant: member('venue/RestaurantScreen', 'Restaurant', PAINTED),
  myCasino: member('venue/MyCasinoScreen', 'My Casino', BACK_TO_MORE),
  more: member('more/MoreScreen', 'More', { hideHeader: true }),
  card: member('card/MembershipCardScreen', messages.titles.card, { backTo: '/', ...PAINTED }),
  // Home's rewards card is its first way in, and its tab (core/navigation/tabs.ts) is Home.
  pointsActivity: member('points/PointsActivityScreen', messages.titles.pointsActivity, {
    backTo: '/',
  }),
  saferGambling: member(
    'saferGambling/SaferGamblingScreen',
    messages.saferGambling.title,
    BACK_TO_MORE,
  ),
  // Signed in, but held here until a membership is linked: no member menus yet.
  accountVerify: auth('account/AccountVerifyScreen', 'Link your membership'),

  register: auth('account/RegisterScreen', 'Join Met Rewards', { wide: true }),
  registerSuccess: auth('account/RegisterSuccessScreen', 'Welcome to Met Rewards'),
  support: auth('support/SupportScreen', 'Support', { wide: true }),
  login: auth('session/LoginScreen', 'Log in', { phoneScreen: 'session/LandingScreen' }),
  loginMobile: auth('session/LoginScreen', 'Log in'),
  forgottenPassword: auth('account/ForgottenPasswordScreen', 'Forgotten password'),
  forgottenPasswordConfirm: auth('account/ForgottenPasswordConfirmScreen', 'Check your email'),
  resetPassword: auth('account/ResetPasswordScreen', 'Reset password'),
  resetPasswordSuccess: auth('account/ResetPasswordSuccessScreen', 'Password changed'),
  createLogin: auth('account/CreateLoginScreen', 'Create login'),
  createPassword: auth('account/CreatePasswordScreen', 'Create password'),
  linkMembership: auth('account/LinkMembershipScreen', 'Link membership'),
  membershipLinked: auth('account/MembershipLinkedScreen', 'Membership linked'),
  // Public, but it is where an unverified login waits: never inside the member menus.
  accountPending: auth('account/AccountPendingScreen', 'Verify your email'),
  // Shown once the deleted login's session has ended: the sign-in pages' frame, never a member's.
  accountDeleted: auth('settings/DeletionReceiptScreen', messages.titles.accountDeleted),

  infoMetRewardsExplained: info('MetRewardsExplainedScreen', 'Met Rewards Explained'),
  infoWhyWeAsk: info('WhyWeAskScreen', 'Why We Have To Ask'),
  infoFaqs: info('FaqsScreen', 'FAQs'),
  infoResponsibleGaming: info('ResponsibleGamingScreen', 'Responsible Gaming'),
  infoDataProcessing: info('DataProcessingScreen', 'Data Processing'),
  infoTerms: info('TermsScreen', 'Terms & Conditions'),

  desk: { screen: 'desk/DeskScreen', title: 'Desk', layout: 'desk' },
};

/** Any path no route matches (spec section 2), signed in or out. */
export const NOT_FOUND_ROUTE: ScreenRoute = {
  screen: 'NotFoundScreen',
  title: 'Page not found',
  layout: 'public',
  backTo: '/',
};

/** The mobile header's title of a route. */
export function headerTitle(route: ScreenRoute, venueName: string): string {
  return typeof route.title === 'function' ? route.title(venueName) : route.title;
}

/*
 * Each screen module is its own chunk, loaded the first time its route is shown. The glob (not
 * one import per route) lets the shell build while screens are still being written; the route
 * table test checks that every screen named above exists.
 */
const SCREEN_MODULES = import.meta.glob<{ default: Screen }>('./screens/**/*Screen.tsx');

function screenModulePath(screen: string): string {
  return `./screens/${screen}.tsx`;
}

export function hasScreenModule(screen: string): boolean {
  return screenModulePath(screen) in SCREEN_MODULES;
}

/** The route of a location (the not-found page when none matches) and the screen it shows. */
export function routeAt(location: string, isMobile: boolean) {
  const match = matchRoute(location);
  const route = match ? SCREEN_ROUTES[match.route.id] : NOT_FOUND_ROUTE;
  const screen = isMobile && route.phoneScreen ? route.phoneScreen : route.screen;
  return { match, route, screen };
}

/**
 * Screens whose code has arrived. React.lazy is not used: its retry after the download can be
 * lost (a resolved screen left behind its fallback for good, seen in about one walk in ten of the
 * hostile CSP suite), so the shell asks for a screen's code itself and re-renders with a plain
 * state update once it is here (src/ui/shell/ScreenLoader.tsx).
 */
const loadedScreens = new Map<string, Screen>();

/** The screen's component if its code has arrived, else undefined. */
export function loadedScreen(screen: string): Screen | undefined {
  return loadedScreens.get(screen);
}

/**
 * Downloads a screen's code and stylesheets (once; a failed download is tried again on the next
 * call, e.g. once the device is back online). Rejects with ChunkLoadError: 'Update Applied' when
 * online, the offline state when not.
 *
 * Trying again: a stylesheet that failed earlier is fetched afresh, alongside the code, since
 * Vite's preload helper would skip it (./shell/stylesheetRetry.ts). The code is asked for with the
 * same import(): Chromium no longer keeps a failed fetch in the module map (whatwg/html#10327), so
 * it downloads again. A browser that still keeps it fails again, online: 'Update Applied' and a
 * reload. A cache-busting query would not help there, as the screen's own imports keep their names.
 */
export async function loadScreen(screen: string): Promise<Screen> {
  const known = loadedScreens.get(screen);
  if (known) return known;
  const load = SCREEN_MODULES[screenModulePath(screen)];
  if (!load) throw new Error(`No screen module at src/ui/screens/${screen}.tsx`);
  watchStylesheets();
  try {
    const [{ default: component }] = await Promise.all([load(), retryFailedStylesheets()]);
    loadedScreens.set(screen, component);
    return component;
  } catch (error) {
    throw new ChunkLoadError(screen, error);
  }
}

/**
 * Starts downloading the screen of the page being opened at boot, alongside the backend's code
 * rather than after the auth state is known, so the first page paints one round trip sooner.
 * A failed download is reported when the screen renders ('Update Applied'), not here.
 */
export function prefetchScreen(location: string, isMobile: boolean): void {
  loadScreen(routeAt(location, isMobile).screen).catch(() => undefined);
}
