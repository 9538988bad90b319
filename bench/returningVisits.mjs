import { bareLcp, onScreenScript, timeOnScreen } from './onScreen.mjs';
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
 * @returns {Promise<number | null>} ms from the navigation's start, null if it never came
 */
async function visit(context, url, what, offline) {
  await context.setOffline(offline);
  const page = await context.newPage();
  try {
    await page.addInitScript(onScreenScript(what === 'lcp' ? [] : [what]));
    await throttlePage(await context.newCDPSession(page), { offline });
    await page.goto(url, { waitUntil: 'commit' });
    const ms =
      what === 'lcp'
        ? await bareLcp(page, VISIT_TIMEOUT_MS)
        : await timeOnScreen(page, what, VISIT_TIMEOUT_MS);
    return ms === null ? null : Math.round(ms);
  } catch (error) {
    console.warn(`[bench] ${url} (${what}, ${offline ? 'offline' : 'online'}): ${error}`);
    return null;
  } finally {
    await page.close();
    await context.setOffline(false);
  }
}

function median(values) {
  if (values.some((value) => value === null)) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * A returning member (signed in, the app's service worker installed, home and the voucher seen
 * before, so what they last saw is on the device): time to the points on home and to the
 * voucher's QR code, online and offline; and the bare React page's LCP on the same two kinds of
 * visit, from its own service worker. RETURNING_RUNS of each, interleaved so that a burst of
 * load on the machine spreads over all kinds; one unmeasured visit of each first (a returning
 * visit has the browser's code cache).
 */
export async function measureReturningVisits(browser, { appOrigin, bareOrigin, offerPath }) {
  const app = await browser.newContext({ ...MOBILE_CONTEXT, serviceWorkers: 'allow' });
  const bare = await browser.newContext({ ...MOBILE_CONTEXT, serviceWorkers: 'allow' });
  try {
    const setup = await app.newPage();
    await signInAsDemoMember(setup, appOrigin);
    await setup.goto(`${appOrigin}/`);
    await setup.locator('.rewards-card__balance').waitFor({ timeout: VISIT_TIMEOUT_MS });
    await setup.goto(`${appOrigin}${offerPath}`);
    await setup.locator('main img[alt^="QR code"]').waitFor({ timeout: VISIT_TIMEOUT_MS });
    await setup.close();
    await untilServiceWorkerControls(app, `${appOrigin}/`);
    await untilServiceWorkerControls(bare, `${bareOrigin}/`);

    const kinds = [
      { name: 'pointsOnline', context: app, url: `${appOrigin}/`, what: 'points', offline: false },
      {
        name: 'qrOnline',
        context: app,
        url: `${appOrigin}${offerPath}`,
        what: 'qr',
        offline: false,
      },
      { name: 'pointsOffline', context: app, url: `${appOrigin}/`, what: 'points', offline: true },
      {
        name: 'qrOffline',
        context: app,
        url: `${appOrigin}${offerPath}`,
        what: 'qr',
        offline: true,
      },
      { name: 'bareOnline', context: bare, url: `${bareOrigin}/`, what: 'lcp', offline: false },
      { name: 'bareOffline', context: bare, url: `${bareOrigin}/`, what: 'lcp', offline: true },
    ];
    for (const kind of kinds) await visit(kind.context, kind.url, kind.what, kind.offline);
    const runs = Object.fromEntries(kinds.map((kind) => [kind.name, []]));
    for (let run = 0; run < RETURNING_RUNS; run += 1) {
      for (const kind of kinds) {
        runs[kind.name].push(await visit(kind.context, kind.url, kind.what, kind.offline));
      }
    }
    return Object.fromEntries(
      kinds.map((kind) => [
        kind.name,
        { medianMs: median(runs[kind.name]), runsMs: runs[kind.name] },
      ]),
    );
  } finally {
    await app.close();
    await bare.close();
  }
}
