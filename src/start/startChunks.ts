/**
 * The chunks a start needs, asked for all at once (DECISIONS.md "Performance: the real path"). The
 * build names them in index.html (build/startChunkLists.ts, `met-start-chunks`):
 *
 * - `<meta name="met-start-chunks">`: what every visit starts with: the app's start
 *   (src/app/main.tsx's chunk and the libraries it imports) and, in the Firebase build,
 *   the Firebase adapters (without the SDK);
 * - `<meta name="met-signed-in-chunks">` (Firebase build only): what a member signed in on this
 *   device needs before the first screen has data: the SDK (app and Auth), the response
 *   contract and the member's stores.
 *
 * Without these hints the browser finds each chunk only once the one before has run: the app, then
 * the adapters, then the SDK, then the response contract, a round trip each on a cold start.
 * src/app/boot.ts adds them as `<link rel="modulepreload">` once the splash has painted: they
 * download and compile in parallel but run only when the app imports them, in the order it always
 * did. Scripts only: the app's import asks for its stylesheets itself. A visitor (no signed-in
 * member on the device) is given only the start's chunks, so a first visit of /login still
 * downloads none of the Firebase SDK.
 */

export const START_CHUNKS_META = 'met-start-chunks';
export const SIGNED_IN_CHUNKS_META = 'met-signed-in-chunks';

/**
 * The only script index.html runs inline (CSP: its hash is in script-src, firebase.json; `npm run
 * check:deployable` holds them together). A page from the network (no service worker answers it)
 * asks for the chunks its start needs as soon as the splash's first contentful paint is recorded
 * (the HTML's own; a background tab that paints nothing is left to src/app/boot.ts), a round trip
 * before src/app/boot.ts could, in the order of index.html's lists: the app's start, then the
 * signed-in member's, each list largest file first (build/startChunkLists.ts). Not at the first
 * frame: a frame's callbacks may run before its paint is presented, and Lighthouse's simulation
 * then counted the hinted files against the splash's paint (/login FCP 1.5 s instead of 1.0 in
 * two runs of six). A list whose meta has `data-kept` is asked for only when the device keeps that
 * local-storage key (the identity provider's saved user). A page the service worker answers is
 * left to src/app/boot.ts: its files arrive in moments from the worker's cache. Plain ES5,
 * written out whole, so its hash does not depend on a build tool.
 */
export const START_HINT_SCRIPT = `
(function () {
  if (navigator.serviceWorker && navigator.serviceWorker.controller) return;
  function hint() {
    var lists = document.querySelectorAll('meta[name^="met-"][name$="-chunks"]');
    for (var i = 0; i < lists.length; i++) {
      var kept = lists[i].getAttribute('data-kept');
      try {
        if (kept && window.localStorage.getItem(kept) === null) continue;
      } catch (refused) {
        continue;
      }
      var files = lists[i].getAttribute('content').split(' ');
      for (var j = 0; j < files.length; j++) {
        if (files[j] === '') continue;
        var link = document.createElement('link');
        if (/\\.css$/.test(files[j])) {
          link.rel = 'stylesheet';
        } else {
          link.rel = 'modulepreload';
          link.crossOrigin = '';
        }
        link.href = files[j];
        document.head.appendChild(link);
      }
    }
  }
  // Once the splash's first contentful paint is recorded, so nothing asked for competes with it
  // (a frame's callbacks can run before its paint is presented); without paint timing, after the
  // first frame.
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') !== -1) {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      hint();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(hint, 0);
    });
  }
})();
`;

/**
 * Where Firebase Auth's local persistence keeps the default app's signed-in user; the same key
 * as savedUserKey in src/adapters/firebase/firebaseApp.ts (a unit test holds them together),
 * written here so the page's entry can tell without loading the adapters.
 */
export function firebaseSavedUserKey(apiKey: string): string {
  return `firebase:authUser:${apiKey}:[DEFAULT]`;
}

/**
 * Where the fake world's identity provider keeps its signed-in user; the same key as
 * FAKE_SESSION_STORAGE_KEY in src/adapters/fake/world/FakeAuthSession.ts (a unit test holds them
 * together).
 */
export const FAKE_SAVED_USER_KEY = 'met-fake-world:v1:session';

/**
 * Whether `key` is in `storage` (the identity provider's saved user: a member is signed in on this
 * device); a storage the browser refuses (private modes) counts as empty.
 */
export function keptOnDevice(
  storage: () => Pick<Storage, 'getItem'> | null,
  key: string | null,
): boolean {
  if (key === null) return false;
  try {
    return storage()?.getItem(key) != null;
  } catch {
    return false;
  }
}

/** The files a meta tag of the build lists (space-separated paths from the site's root). */
function listedFiles(document: Document, name: string): string[] {
  const content = document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
  return content.split(/\s+/).filter((file) => file !== '');
}

/**
 * Adds the preload hints of a start to the document's head: the start's chunks always, the
 * signed-in member's too when `memberSignedIn` (their stylesheets linked, not hinted). Files
 * already hinted are skipped.
 * @returns the URLs hinted now, in order.
 */
export function hintStartChunks(document: Document, memberSignedIn: boolean): string[] {
  const files = listedFiles(document, START_CHUNKS_META);
  if (memberSignedIn) files.push(...listedFiles(document, SIGNED_IN_CHUNKS_META));
  const present = new Set([...document.querySelectorAll('link')].map((link) => link.href));
  const hinted: string[] = [];
  for (const file of files) {
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      // Linked as the script that imports it would link it, which then asks for it no more.
      link.rel = 'stylesheet';
    } else {
      link.rel = 'modulepreload';
      // As Vite's own preloads ask for them, so the app's imports reuse these downloads.
      link.crossOrigin = '';
    }
    link.href = file;
    if (present.has(link.href)) continue;
    present.add(link.href);
    document.head.appendChild(link);
    hinted.push(link.href);
  }
  return hinted;
}
