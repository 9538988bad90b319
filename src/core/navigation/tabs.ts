import { matchRoute, type RouteId } from './routes';

/** The five tabs of a phone's tab bar (spec section 2's first five menu entries). */
export const TAB_IDS = ['home', 'offers', 'restaurant', 'events', 'more'] as const;

export type TabId = (typeof TAB_IDS)[number];

/**
 * The tab each page belongs to: the tab its way in starts from, which is also where its header's
 * back button leads (directly or through its parent page), so the lit tab and the back button
 * never disagree. null: a page outside the member's menus (sign-in, account set-up, the desk, the
 * receipt shown once signed out), which shows no tab bar or lights none.
 *
 * Typed by every route id, so a new route cannot be added without deciding its tab.
 */
export const TAB_OF_ROUTE: Readonly<Record<RouteId, TabId | null>> = {
  home: 'home',
  // Reached from home: the game cards, and 'Show my card' and the points line of the rewards card.
  spinTheWheel: 'home',
  card: 'home',
  pointsActivity: 'home',

  offers: 'offers',
  offerDetails: 'offers',

  restaurant: 'restaurant',

  events: 'events',
  eventDetails: 'events',

  // The rest of the menu lives on More; their back buttons lead there.
  more: 'more',
  myCasino: 'more',
  benefits: 'more',
  promotions: 'more',
  profile: 'more',
  settings: 'more',
  settingsInterests: 'more',
  settingsCommunications: 'more',
  settingsDelete: 'more',
  settingsPasskeys: 'more',
  saferGambling: 'more',
  infoMetRewardsExplained: 'more',
  infoWhyWeAsk: 'more',
  infoFaqs: 'more',
  infoResponsibleGaming: 'more',
  infoDataProcessing: 'more',
  infoTerms: 'more',

  accountVerify: null,
  register: null,
  registerSuccess: null,
  support: null,
  login: null,
  loginMobile: null,
  forgottenPassword: null,
  forgottenPasswordConfirm: null,
  resetPassword: null,
  resetPasswordSuccess: null,
  createLogin: null,
  createPassword: null,
  linkMembership: null,
  membershipLinked: null,
  accountPending: null,
  accountDeleted: null,
  desk: null,
};

/** The tab to light at a location, or null (the not-found page and pages outside the menus). */
export function tabAt(location: string): TabId | null {
  const match = matchRoute(location);
  return match === null ? null : TAB_OF_ROUTE[match.route.id];
}
