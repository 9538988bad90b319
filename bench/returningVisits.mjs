import { bareLcp, onScreenScript, SELECTORS, timeOnScreen } from './onScreen.mjs';
import { summariseRuns } from './returningReport.mjs';
import { signInAsDemoMember } from './signIn.mjs';
import { MOBILE_CONTEXT, throttlePage } from './throttling.mjs';

/** Measured visits of each kind; the median is reported. */
export const RETURNING_RUNS = 5;
const VISIT_TIMEOUT_MS = 30_000;
const SERVICE_WORKER_TIMEOUT_MS = 60_000;

/**
 * Waits until the page's origin has an active service worker, then opens a page it controls
 * (neither worker claims open pages: the app's update flow and the bare page alike).
 * @param {import('playwright-core').BrowserContext} context
 */
async function untilServiceWorkerControls(context, url) {
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.evaluate(
      (ms) =>
        Promise.race([
          navigator.serviceWorker.ready,
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('no service worker became active')), ms),
          ),
        ]),
      SERVICE_WORKER_TIMEOUT_MS,
    );
    await page.reload();
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) throw new Error(`the service worker does not control ${url}`);
  } finally {
    await page.close();
  }
}

/**
 * One returning visit: a new tab of the same browser profile (its service worker, storage and
 * caches), Lighthouse's mobile throttling, online or with no network at all.
 * @param {Record<string, string>} watch result name -> what it times (a key of SELECTORS, or 'lcp')
 * @returns {Promise<Record<string, number | null>>} ms from the navigation's start of each, null
 *   for what never came
 */
async function visit(context, url, watch, offline) {
  const times = Object.fromEntries(Object.keys(watch).map((name) => [name, null]));
  await context.setOffline(offline);
  const page = await context.newPage();
  try {
    await page.addInitScript(onScreenScript(Object.values(watch).filter((what) => what !== 'lcp')));
    await throttlePage(await context.newCDPSession(page), { offline });
    await page.goto(url, { waitUntil: 'commit' });
    for (const [name, what] of Object.entries(watch)) {
      const ms =
        what === 'lcp'
          ? await bareLcp(page, VISIT_TIMEOUT_MS)
          : await timeOnScreen(page, what, VISIT_TIMEOUT_MS);
      times[name] = ms === null ? null : Math.round(ms);
    }
  } catch (error) {
    console.warn(
      `[bench] ${url} (${Object.values(watch).join(', ')}, ${offline ? 'offline' : 'online'}): ${error}`,
    );
  } finally {
    await page.close();
    await context.setOffline(false);
  }
  return times;
}

/**
 * A returning member (signed in, the app's service worker installed, home and the voucher seen
 * before, so what they last saw is on the device): time to the points on home and to the
 * voucher's QR code, online and offline, and online to the server's points replacing the device
 * copy; and the bare React page's LCP on the same two kinds of visit, from its own service
 * worker. `runs` of each, interleaved so that a burst of load on the machine spreads over all
 * kinds; one unmeasured visit of each first (a returning visit has the browser's code cache).
 * The same for either build: the firebase build on the emulators (bench/signedIn.mjs) or the
 * fake-mode build (bench/run.mjs), whose fake world lives in the profile's localStorage.
 * @returns {Promise<Record<string, {medianMs: number | null, runsMs: (number | null)[]}>>}
 */
export async function measureReturningVisits(
  browser,
  { appOrigin, bareOrigin, offerPath, runs = RETURNING_RUNS },
) {
  const app = await browser.newContext({ ...MOBILE_CONTEXT, serviceWorkers: 'allow' });
  const bare = await browser.newContext({ ...MOBILE_CONTEXT, serviceWorkers: 'allow' });
  try {
    const setup = await app.newPage();
    await signInAsDemoMember(setup, appOrigin);
    // Drawn by the running app: its painted copy may be on screen too, until the app's is up.
    await setup.goto(`${appOrigin}/`);
    await setup.locator(SELECTORS.appPoints).waitFor({ timeout: VISIT_TIMEOUT_MS });
    await setup.goto(`${appOrigin}${offerPath}`);
    await setup.locator(SELECTORS.appQr).waitFor({ timeout: VISIT_TIMEOUT_MS });
    await setup.close();
    await untilServiceWorkerControls(app, `${appOrigin}/`);
    await untilServiceWorkerControls(bare, `${bareOrigin}/`);

    const home = `${appOrigin}/`;
    const offer = `${appOrigin}${offerPath}`;
    const kinds = [
      {
        context: app,
        url: home,
        watch: {
          pointsOnline: 'points',
          appPointsOnline: 'appPoints',
          refreshedPointsOnline: 'freshPoints',
        },
        offline: false,
      },
      {
        context: app,
        url: offer,
        watch: { qrOnline: 'qr', appQrOnline: 'appQr' },
        offline: false,
      },
      {
        context: app,
        url: home,
        watch: { pointsOffline: 'points', appPointsOffline: 'appPoints' },
        offline: true,
      },
      {
        context: app,
        url: offer,
        watch: { qrOffline: 'qr', appQrOffline: 'appQr' },
        offline: true,
      },
      { context: bare, url: `${bareOrigin}/`, watch: { bareOnline: 'lcp' }, offline: false },
      { context: bare, url: `${bareOrigin}/`, watch: { bareOffline: 'lcp' }, offline: true },
    ];
    for (const kind of kinds) await visit(kind.context, kind.url, kind.watch, kind.offline);
    const measured = Object.fromEntries(
      kinds.flatMap((kind) => Object.keys(kind.watch)).map((name) => [name, []]),
    );
    for (let run = 0; run < runs; run += 1) {
      for (const kind of kinds) {
        const times = await visit(kind.context, kind.url, kind.watch, kind.offline);
        for (const [name, ms] of Object.entries(times)) measured[name].push(ms);
      }
    }
    return Object.fromEntries(
      Object.entries(measured).map(([name, runsMs]) => [name, summariseRuns(runsMs)]),
    );
  } finally {
    await app.close();
    await bare.close();
  }
}
