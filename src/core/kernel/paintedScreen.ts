/**
 * The painted copy of a member's last screens (DECISIONS.md "Offline and the device copy: the painted copy"): the markup of
 * home, a voucher's code or the card as the member last saw them, kept on the device beside the
 * device copy of the answers (DeviceCopy) and removed with it. The service worker (src/start/paintedDocument.ts)
 * paints it before the app's code has run, so a returning member sees their points and codes
 * in the time a static page takes; the app replaces it as soon as it shows the same screen.
 */

/** The localStorage key of the painted copy. */
export const PAINTED_SCREENS_KEY = 'met_last_screen';

/** A painted copy older than this is not shown: the app's own start says how old its copy is. */
export const PAINTED_SCREEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Where a painted element keeps its style attribute: production's CSP applies no style attribute
 * of parsed markup, so the page applies these through the CSSOM instead.
 */
export const PAINTED_STYLE_ATTRIBUTE = 'data-painted-style';

/** One screen as it was painted. */
export interface PaintedScreen {
  /** The app root's markup. */
  html: string;
  /** The stylesheets the page had (the app's hashed CSS files), painted before the markup. */
  stylesheets: string[];
  /** The layout it was painted in: whether `media`, the layouts' media query, matched. */
  mobile: boolean;
  media: string;
  /**
   * The typefaces its words were shown in, as CSS font shorthands ("700 1em Manrope"): it is
   * shown once they are in, so no heading changes face while it is up.
   */
  fonts: string[];
  /** When it was painted, in ms since the epoch. */
  savedAt: number;
  /** When what it shows stops being true (a code's expiry), in ms since the epoch; null for never. */
  shownUntil: number | null;
}

/** What the device keeps: one member's painted screens, by path. */
export interface PaintedScreens {
  uid: string;
  screens: Record<string, PaintedScreen>;
}

/** Where and when a painted screen would be shown. */
export interface PaintContext {
  /** The member signed in on this device (the identity provider's saved user), or null. */
  uid: string | null;
  path: string;
  /** Whether a media query matches the page now. */
  matches: (query: string) => boolean;
  now: number;
}

/** A JSON object (what JSON.parse made: null and the primitives are no Object instances). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return value instanceof Object && !Array.isArray(value);
}

function isInstant(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) > 0;
}

/** A stylesheet of this site (a path from its root), never another site's. */
function isOwnPath(href: unknown): boolean {
  // Stryker disable next-line ConditionalExpression: JSON's other values have no startsWith, so without the check one throws inside parsePaintedScreens's try and the copy is refused all the same
  if (typeof href !== 'string') return false;
  return href.startsWith('/');
}

function isPaintedScreen(value: unknown): value is PaintedScreen {
  return (
    isRecord(value) &&
    typeof value.html === 'string' &&
    Array.isArray(value.stylesheets) &&
    value.stylesheets.every(isOwnPath) &&
    typeof value.mobile === 'boolean' &&
    typeof value.media === 'string' &&
    Array.isArray(value.fonts) &&
    value.fonts.every((font) => typeof font === 'string') &&
    isInstant(value.savedAt) &&
    (value.shownUntil === null || isInstant(value.shownUntil))
  );
}

/** The stored painted screens, or null when there are none or they are damaged. */
export function parsePaintedScreens(raw: string | null): PaintedScreens | null {
  // Stryker disable next-line ConditionalExpression: JSON.parse(null) is null, no record, so refused below all the same
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      isRecord(value) &&
      typeof value.uid === 'string' &&
      isRecord(value.screens) &&
      Object.values(value.screens).every(isPaintedScreen)
    ) {
      return { uid: value.uid, screens: value.screens as Record<string, PaintedScreen> };
    }
  } catch {
    // Not JSON: nothing to paint.
  }
  return null;
}

/**
 * The screen kept for `path` that is still true at `now`, whoever is signed in: painted in the
 * last day, and nothing whose code has expired since (the app asks for a fresh one before it
 * shows it). The service worker, which cannot read who is signed in, asks this much.
 */
export function currentScreen(
  stored: PaintedScreens | null,
  path: string,
  now: number,
): PaintedScreen | null {
  const screen =
    stored !== null && Object.hasOwn(stored.screens, path) ? stored.screens[path] : undefined;
  if (screen === undefined) return null;
  if (now < screen.savedAt || now - screen.savedAt > PAINTED_SCREEN_MAX_AGE_MS) return null;
  if (screen.shownUntil !== null && now >= screen.shownUntil) return null;
  return screen;
}

/**
 * The screen to paint for `context`, or null: only the signed-in member's own, of this path and
 * layout, and still true (currentScreen).
 */
export function paintableScreen(
  stored: PaintedScreens | null,
  { uid, path, matches, now }: PaintContext,
): PaintedScreen | null {
  if (stored === null || stored.uid !== uid) return null;
  const screen = currentScreen(stored, path, now);
  if (screen === null || matches(screen.media) !== screen.mobile) return null;
  return screen;
}

/** The key a location's painted screen is kept under: its path, any case, no trailing slash. */
export function paintedPath(pathname: string): string {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path === '' ? '/' : path;
}
