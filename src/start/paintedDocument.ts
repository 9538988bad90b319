/**
 * The painted copy in the page itself (DECISIONS.md "Offline and the device copy: the painted
 * copy"): the service worker answers a returning member's navigation with index.html and the
 * copy of that screen already in it, so the member's points or code are in the page's first
 * paint, before any of the app's code has been fetched. What the worker cannot know (who is
 * signed in on this device now, the page's layout) is asked by CHECK_PAINTED_SCRIPT, the one fixed
 * inline script it adds, which drops the copy when it may not be shown.
 */
import {
  currentScreen,
  parsePaintedScreens,
  type PaintedScreens,
} from '../core/kernel/paintedScreen';
import { CHECK_PAINTED_SCRIPT } from './checkPaintedScript.mjs';
import { OVERLAY_ATTRIBUTE } from './lastScreenOverlay';

/** The cache the page keeps the painted copy in for the worker (it cannot read localStorage). */
export const PAINTED_CACHE = 'met-painted-screens';

/** The one entry of PAINTED_CACHE: the member's painted screens as JSON (PaintedCopyForWorker). */
export const PAINTED_CACHE_URL = '/__met/painted-screens.json';

/** The message that hands the worker the painted copy (`copy`: PaintedCopyForWorker, or null). */
export const PAINTED_COPY_MESSAGE = 'met-painted-copy';

/** What the page hands the worker: the painted screens and where the sign-in they need is saved. */
export interface PaintedCopyForWorker extends PaintedScreens {
  /** The localStorage key of the identity provider's saved user (whose uid must match). */
  savedUserKey: string;
}

/** `text` safe inside a double-quoted attribute. */
function attribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * `page` (index.html) with the painted copy of `path` in it, or null when there is none to paint
 * at `now` (none kept, too old, a code expired since). Its stylesheets are linked in the head
 * (so they apply to the first paint) and the copy comes first in the body, hidden until
 * CHECK_PAINTED_SCRIPT, right after it, has checked it.
 */
export function pageWithPaintedScreen(
  page: string,
  copy: PaintedCopyForWorker,
  path: string,
  now: number,
): string | null {
  const screen = currentScreen(copy, path, now);
  const head = page.indexOf('</head>');
  const body = /<body[^>]*>/.exec(page);
  if (screen === null || head === -1 || body === null) return null;
  const links = screen.stylesheets
    .map((href) => `<link rel="stylesheet" href="${attribute(href)}">`)
    .join('');
  const painted =
    `<div ${OVERLAY_ATTRIBUTE} hidden inert aria-hidden="true"` +
    ` data-uid="${attribute(copy.uid)}" data-saved-user="${attribute(copy.savedUserKey)}"` +
    ` data-media="${attribute(screen.media)}" data-mobile="${String(screen.mobile)}"` +
    ` data-fonts="${attribute(screen.fonts.join('|'))}">${screen.html}</div>` +
    `<script>${CHECK_PAINTED_SCRIPT}</script>`;
  const bodyEnd = body.index + body[0].length;
  return page.slice(0, head) + links + page.slice(head, bodyEnd) + painted + page.slice(bodyEnd);
}

/** The painted copy the page left for the worker, or null when there is none or it is damaged. */
export function readPaintedCopy(json: string | null): PaintedCopyForWorker | null {
  const screens = parsePaintedScreens(json);
  if (json === null || screens === null) return null;
  const { savedUserKey } = JSON.parse(json) as { savedUserKey?: unknown };
  return typeof savedUserKey === 'string' && savedUserKey !== ''
    ? { ...screens, savedUserKey }
    : null;
}

/**
 * Keeps `copy` where the worker reads it (null: removes it). Written by the worker when the page
 * hands it over (it outlives the page, so a copy painted as the page is left is kept), else by
 * the page itself.
 */
export async function keepPaintedCopy(copy: PaintedCopyForWorker | null): Promise<void> {
  const cache = await caches.open(PAINTED_CACHE);
  if (copy === null) {
    await cache.delete(PAINTED_CACHE_URL);
    return;
  }
  await cache.put(
    PAINTED_CACHE_URL,
    new Response(JSON.stringify(copy), { headers: { 'Content-Type': 'application/json' } }),
  );
}
