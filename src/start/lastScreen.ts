/**
 * Paints the member's last screen before the app's code runs (DECISIONS.md "Offline and the device copy: the painted copy").
 * src/app/boot.ts loads this module first when the device keeps painted screens (a visitor's first
 * visit never downloads it): when the member signed in on this device has a painted copy of this
 * page (kept by src/ui/shell/PaintedScreenKeeper.tsx, removed on sign-out with the device copy), it
 * is laid over the splash, styled by the same stylesheets, in the same fonts and at the page's own
 * width, so it lies exactly where the app's screen will; inert (a tap does nothing until the app
 * runs). The app removes it (src/start/lastScreenOverlay.ts) as soon as it shows a screen of its
 * own, or at once when it goes elsewhere, fails or signs the member out. It imports nothing of the
 * app's own chunk, which would have to run first.
 */
import DOMPurify from 'dompurify';
import {
  paintableScreen,
  paintedPath,
  parsePaintedScreens,
  PAINTED_SCREENS_KEY,
  PAINTED_STYLE_ATTRIBUTE,
  type PaintedScreen,
} from '../core/kernel/paintedScreen';
import { appShown, OVERLAY_ATTRIBUTE } from './lastScreenOverlay';

/**
 * How long the stylesheets may take (from the service worker's cache: a few ms) before the copy is
 * given up.
 */
const STYLESHEETS_WAIT_MS = 1_000;

/**
 * How long the fonts the copy uses (the brand's headings, from the service worker's cache: a few
 * ms) may take before the copy is shown in their fallback.
 */
const FONTS_WAIT_MS = 1_000;

/** The uid in the identity provider's saved user under `key`, or null. */
function savedUid(storage: Storage, key: string | null): string | null {
  if (key === null) return null;
  try {
    const user: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (typeof user !== 'object' || user === null) return null;
    const { uid } = user as { uid?: unknown };
    return typeof uid === 'string' && uid !== '' ? uid : null;
  } catch {
    return null;
  }
}

/** Resolves once the stylesheet at `href` applies to the page; rejects if it cannot. */
function applyStylesheet(href: string): Promise<void> {
  const present = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
  if (present?.sheet) return Promise.resolve();
  const link = present ?? document.createElement('link');
  const applied = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`${href} did not load`)), { once: true });
  });
  if (present === null) {
    link.rel = 'stylesheet';
    link.href = href;
    document.head.appendChild(link);
  }
  return applied;
}

/**
 * Settles like `work`, or rejects once `ms` have passed. The adapters' withTimeout does the same,
 * but sharing it would split it into a chunk of its own on every visit's start (+0.24 KB on
 * /login, measured).
 */
function withinWait<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('too slow')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The painted screen as an inert layer over the page. Its elements' styles are applied through
 * the CSSOM (PAINTED_STYLE_ATTRIBUTE): the CSP refuses style attributes in parsed markup.
 */
function overlayOf(screen: PaintedScreen): HTMLElement {
  const overlay = document.createElement('div');
  overlay.setAttribute(OVERLAY_ATTRIBUTE, '');
  overlay.setAttribute('aria-hidden', 'true');
  overlay.inert = true;
  const body = getComputedStyle(document.body);
  Object.assign(overlay.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '2147483000',
    overflow: 'hidden',
    backgroundColor: body.backgroundColor,
    backgroundImage: body.backgroundImage,
  });
  // Parsed as any markup the app did not write itself: DOMPurify's defaults drop scripts, event
  // handlers and javascript: links, should the device's storage hold something planted.
  overlay.append(DOMPurify.sanitize(screen.html, { RETURN_DOM_FRAGMENT: true }));
  for (const element of overlay.querySelectorAll<HTMLElement>(`[${PAINTED_STYLE_ATTRIBUTE}]`)) {
    element.style.cssText = element.getAttribute(PAINTED_STYLE_ATTRIBUTE) ?? '';
    element.removeAttribute(PAINTED_STYLE_ATTRIBUTE);
  }
  return overlay;
}

/** Settles once the fonts the page has asked for are in, or at once where the browser cannot say. */
function fontsReady(): Promise<unknown> {
  return 'fonts' in document ? document.fonts.ready : Promise.resolve();
}

/**
 * Keeps `overlay` to the page's own width: the app's screen is laid out in the body's content box,
 * so a gutter the page keeps beside it (fake mode's Demo tab, whose copy is in the painting) is
 * kept by the copy too, and nothing moves sideways as the app takes over.
 */
function fitToPage(overlay: HTMLElement): void {
  const body = getComputedStyle(document.body);
  overlay.style.left = body.paddingLeft;
  overlay.style.right = body.paddingRight;
}

/**
 * Lays the painted copy of this page over the splash, when the member signed in on this device
 * (the identity provider's saved user under `savedUserKey`) has one that may be shown.
 * @returns whether it did.
 */
export async function paintLastScreen(savedUserKey: string | null): Promise<boolean> {
  try {
    const storage = window.localStorage;
    const screen = paintableScreen(parsePaintedScreens(storage.getItem(PAINTED_SCREENS_KEY)), {
      uid: savedUid(storage, savedUserKey),
      path: paintedPath(location.pathname),
      matches: (query) => window.matchMedia(query).matches,
      now: Date.now(),
    });
    if (screen === null) return false;
    await withinWait(Promise.all(screen.stylesheets.map(applyStylesheet)), STYLESHEETS_WAIT_MS);
    // The app may have shown its own screen meanwhile.
    if (appShown()) return false;
    const overlay = overlayOf(screen);
    // Laid out unseen first: the fonts its words use are asked for, and it is shown once they are
    // in, so its headings do not change typeface while it is up or as the app's screen replaces it.
    overlay.style.visibility = 'hidden';
    document.body.appendChild(overlay);
    fitToPage(overlay);
    overlay.getBoundingClientRect();
    await withinWait(fontsReady(), FONTS_WAIT_MS).catch(() => undefined);
    if (appShown()) {
      overlay.remove();
      return false;
    }
    overlay.style.visibility = '';
    return true;
  } catch {
    // No storage, a stylesheet gone with an update: the splash stays, as before.
    return false;
  }
}
