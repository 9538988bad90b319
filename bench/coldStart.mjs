import { APP_START, FIREBASE_ADAPTERS, MEMBER_MODULE } from '../build/chunkPlan.mjs';
import { onScreenScript, timeOnScreen } from './onScreen.mjs';
import { throttlePage } from './throttling.mjs';

/**
 * The three files of a signed-in cold start that used to come one after another (DECISIONS.md
 * "Performance: the real path"): the app's start, the Firebase adapters and the member's chunk
 * (their stores, the answers' contract and home). The SDK was the third until the start went
 * without it (SavedSignIn).
 */
export const START_FILES = {
  app: APP_START,
  adapters: FIREBASE_ADAPTERS,
  member: MEMBER_MODULE,
};

/** The chunk file holding a source module, from the build's record (bench/builds.mjs). */
export function chunkHolding(chunkModules, moduleId) {
  for (const [file, modules] of chunkModules) {
    if (modules.some((module) => module.moduleId === moduleId)) return file;
  }
  throw new Error(`no chunk of the build holds ${moduleId}`);
}

/**
 * A signed-in member's cold start of `url` (HTTP cache off, no service worker, Lighthouse's mobile
 * throttling): when each of the app's chunk, the Firebase adapters and the member's chunk was requested and
 * had arrived, in ms from the navigation's start, and when the app drew the points.
 * The context must already be signed in on the page's origin.
 * @param {import('playwright-core').BrowserContext} context
 * @param {Record<keyof typeof START_FILES, string>} files the chunk file of each
 */
export async function signedInColdStart(context, url, files, timeoutMs) {
  const page = await context.newPage();
  // Drawn by the app: a first visit has no painted copy to show (DECISIONS.md "Offline and the device copy: the painted copy"),
  // though the signed-in profile may keep one in its local storage.
  await page.addInitScript(onScreenScript(['appPoints']));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await throttlePage(cdp);
  const requests = new Map();
  let navigationStart = null;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document' && navigationStart === null) navigationStart = event.timestamp;
    const path = new URL(event.request.url).pathname.replace(/^\//, '');
    if (!requests.has(path))
      requests.set(path, { requestId: event.requestId, sent: event.timestamp });
  });
  cdp.on('Network.loadingFinished', (event) => {
    for (const request of requests.values()) {
      if (request.requestId === event.requestId) request.finished = event.timestamp;
    }
  });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const pointsMs = await timeOnScreen(page, 'appPoints', timeoutMs);
    const at = (seconds) =>
      seconds === undefined || navigationStart === null
        ? null
        : Math.round((seconds - navigationStart) * 1000);
    const timings = Object.fromEntries(
      Object.entries(files).map(([name, file]) => {
        const request = requests.get(file);
        return [name, { file, requestedMs: at(request?.sent), arrivedMs: at(request?.finished) }];
      }),
    );
    return { pointsMs: pointsMs === null ? null : Math.round(pointsMs), files: timings };
  } finally {
    await page.close();
  }
}

/**
 * How many of the three came one behind another: 1 when the adapters and the member's chunk were
 * both asked for before the app's chunk had arrived (in parallel), 3 when each waited for the one
 * before.
 */
export function chainLength({ app, adapters, member }) {
  const behind = (later, earlier) =>
    later.requestedMs !== null &&
    earlier.arrivedMs !== null &&
    later.requestedMs >= earlier.arrivedMs;
  let length = 1;
  if (behind(adapters, app)) length += 1;
  if (behind(member, adapters) || behind(member, app)) length += 1;
  return length;
}
