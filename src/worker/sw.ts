/**
 * The app's service worker (/sw.js; spec sections 1, 7 and 8), built by vite-plugin-pwa's
 * injectManifest from this file (build/installableApp.ts). It precaches the build, so every
 * screen opens offline; answers every page of the app with index.html, with the member's painted
 * copy of that screen already in it when the page kept one (src/start/paintedDocument.ts); keeps
 * the password dictionaries once fetched. The update dialog, not the worker, decides when a new
 * version takes over: it waits until the page asks it to (SKIP_WAITING), and claims no page.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  keepPaintedCopy,
  PAINTED_CACHE,
  PAINTED_CACHE_URL,
  PAINTED_COPY_MESSAGE,
  pageWithPaintedScreen,
  readPaintedCopy,
} from '../start/paintedDocument';
import { paintedPath } from '../core/kernel/paintedScreen';
import { NAVIGATION_DENYLIST, PASSWORD_DICTIONARY } from './routes';

/** The worker's global scope, as much of it as this file uses (the app's types are the DOM's). */
declare const self: {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'message',
    listener: (event: { data: unknown; waitUntil(work: Promise<unknown>): void }) => void,
  ): void;
};

self.addEventListener('message', (event) => {
  const { type, copy } = (event.data ?? {}) as { type?: unknown; copy?: unknown };
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === PAINTED_COPY_MESSAGE) {
    // Checked as it is read back (readPaintedCopy); null takes it away.
    const kept = copy === null ? null : readPaintedCopy(JSON.stringify(copy ?? null));
    if (copy === null || kept !== null)
      event.waitUntil(keepPaintedCopy(kept).catch(() => undefined));
  }
});

/** index.html as precached, with the painted copy of `url`'s screen in it when one is kept. */
async function appPage(url: URL): Promise<Response> {
  const page = await matchPrecache('/index.html');
  if (page === undefined) return fetch(url);
  try {
    const kept = await (await caches.open(PAINTED_CACHE)).match(PAINTED_CACHE_URL);
    const copy = readPaintedCopy(kept ? await kept.text() : null);
    if (copy === null) return page;
    const painted = pageWithPaintedScreen(
      await page.clone().text(),
      copy,
      paintedPath(url.pathname),
      Date.now(),
    );
    if (painted === null) return page;
    // The same status and headers as index.html's (its Content-Security-Policy among them), but
    // for those that describe the precached body's bytes.
    const headers = new Headers(page.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    return new Response(painted, { status: page.status, headers });
  } catch {
    return page;
  }
}

// First: routes answer in the order they were registered, and the precache's own route would
// answer / with index.html as it is (its directory index).
registerRoute(new NavigationRoute(({ url }) => appPage(url), { denylist: NAVIGATION_DENYLIST }));

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  PASSWORD_DICTIONARY,
  new CacheFirst({
    cacheName: 'password-dictionaries',
    // Two dictionaries per build; a deploy's new hashes push out the old ones.
    plugins: [new ExpirationPlugin({ maxEntries: 4 })],
  }),
);
