/* global document, history, location, PopStateEvent, window */
import { BENCH_MEMBER, signInAsDemoMember } from './signIn.mjs';

export const HEAP_CYCLES = 30;
const SCREEN_TIMEOUT_MS = 15_000;

/**
 * Where each parameterised route leads: the first link to it on the screen that lists them, so
 * the cycle opens real content of the demo world.
 */
const PARAMETER_SOURCES = {
  '/games/spin-the-wheel/:gameId': { listedOn: '/', linkPrefix: '/games/spin-the-wheel/' },
  '/offers/:id': { listedOn: '/offers', linkPrefix: '/offers/' },
  '/events/:id': { listedOn: '/events', linkPrefix: '/events/' },
};

/** Signed-in routes the cycle leaves out, each with why. */
export const ROUTES_LEFT_OUT = {
  '/account/verify':
    'only for a login with no membership linked; the guard sends a linked member home',
  '/promotions': "lands on What's On (/events), which the cycle opens itself",
};

/**
 * Opens a path the way the app's links do (wouter listens to pushState and popstate) and waits
 * for the new screen's heading: a main h1 that was not on the page before.
 */
async function navigateInApp(page, path) {
  // Pushing the path already shown changes nothing on screen: there would be no new heading.
  if (new URL(page.url()).pathname === path) return;
  await page.evaluate((target) => {
    for (const heading of document.querySelectorAll('main h1')) heading.dataset.benchSeen = '1';
    history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page
    .waitForFunction(
      (target) =>
        location.pathname === target &&
        document.querySelector('main h1:not([data-bench-seen])') !== null,
      path,
      { timeout: SCREEN_TIMEOUT_MS },
    )
    .catch((error) => {
      throw new Error(`${path} showed no new screen heading (now at ${page.url()})`, {
        cause: error,
      });
    });
}

async function firstLinkTo(page, prefix) {
  const hrefs = await page
    .locator(`main a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const href = hrefs.find((candidate) => candidate && candidate.length > prefix.length);
  if (!href) throw new Error(`No link to ${prefix}... on ${page.url()} for ${BENCH_MEMBER}`);
  // The route's path only: a game card's first link may open its terms (#game-terms).
  return href.split('#')[0];
}

async function concretePaths(page, routes) {
  const paths = [];
  for (const route of routes) {
    const source = PARAMETER_SOURCES[route.pattern];
    if (!route.pattern.includes(':')) {
      paths.push(route.pattern);
    } else if (source) {
      await navigateInApp(page, source.listedOn);
      await page.locator(`main a[href^="${source.linkPrefix}"]`).first().waitFor();
      paths.push(await firstLinkTo(page, source.linkPrefix));
    } else {
      throw new Error(`bench/heap.mjs does not know where to find a ${route.pattern} link`);
    }
  }
  return paths;
}

/** JS heap in use after two forced garbage collections, in bytes. */
async function usedHeapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/**
 * Signs in (fake mode) and opens every signed-in route in turn, HEAP_CYCLES times, by in-app
 * navigation; the heap after the first cycle against the heap after the last.
 * @param {import('@playwright/test').Browser} browser
 */
export async function measureHeapGrowth(browser, origin, routeTable) {
  const routes = routeTable.filter(
    (route) => route.access === 'signed-in' && !(route.pattern in ROUTES_LEFT_OUT),
  );
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await signInAsDemoMember(page, origin);
    // The fake world answers at once, so the run measures the app, not 480 simulated waits.
    await page.evaluate(() => window.__metFakeWorld.setLatency(0));
    const paths = await concretePaths(page, routes);
    const cdp = await context.newCDPSession(page);
    const cycle = async () => {
      for (const path of paths) await navigateInApp(page, path);
    };
    await cycle();
    const afterFirstCycle = await usedHeapAfterGc(cdp);
    for (let done = 1; done < HEAP_CYCLES; done += 1) await cycle();
    const afterLastCycle = await usedHeapAfterGc(cdp);
    return {
      member: BENCH_MEMBER,
      paths,
      cycles: HEAP_CYCLES,
      afterFirstCycleBytes: afterFirstCycle,
      afterLastCycleBytes: afterLastCycle,
      growthBytes: afterLastCycle - afterFirstCycle,
    };
  } finally {
    await context.close();
  }
}
