/** Business constants of spec section 9 and spec-decisions, each named once. */

export const DEFAULT_LOCALE = 'en-US';
export const DEFAULT_COUNTRY = 'gb';
/** Numbers are shown in British English whatever the default locale is (spec section 9). */
export const NUMBER_LOCALE = 'en-GB';

/**
 * The spec's date and time patterns, in date-fns's syntax: the scheme writes them with Intl
 * (formatLondonDate and the others), held to date-fns's output for these patterns by
 * tests/scheme/londonFormat.test.ts.
 */
export const DATE_DISPLAY_FORMAT = 'do MMM yyyy';
export const TIER_RESET_DATE_FORMAT = 'dd/MM/yyyy';
/** Event times: '7:30pm' (UK style, London clock). */
export const TIME_DISPLAY_FORMAT = 'h:mmaaa';

export const TOAST_DEFAULT_MS = 3000;
export const TOAST_TEMPORARY_MS = 5000;

/** Viewports strictly narrower than this use the mobile layout. */
export const MOBILE_BREAKPOINT_PX = 768;

export const FUNCTIONS_REGION = 'europe-west2';
export const FUNCTION_TIMEOUT_MS = 70_000;

export const SERVICE_WORKER_PATH = '/sw.js';
/**
 * How long no code the desk scans must have been on screen before an update's dialog may open:
 * long enough for an expired voucher code to be replaced, or one code's screen to give way to
 * another's (DECISIONS.md "PWA and updates: updates while a code is shown").
 */
export const CALM_MOMENT_MS = 2000;

export const OPTIN_IDS_KEY = 'metro_optinids';
export const LAST_USER_KEY = 'metro_last_user';
/** The member closed the install hint on this device: it stays closed (set to '1'). */
export const INSTALL_HINT_DISMISSED_KEY = 'met_install_hint_dismissed';
/** The member's layout of /offers on this device: 'cards' or 'list' (OffersLayout). */
export const OFFERS_VIEW_KEY = 'met_offers_view';

/** spec-decisions 17. */
export const PASSWORD_MIN_SCORE = 3;

/** Redirect targets longer than this are refused outright (no known route is near it). */
export const REDIRECT_MAX_LENGTH = 2048;
