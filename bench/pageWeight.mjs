import { gzipSync } from 'node:zlib';

/**
 * What a first visit of a URL downloads: every JavaScript and CSS file of the page's origin, each
 * gzipped at level 9 as served, with the HTTP cache off so nothing is reused from an earlier page.
 * Also lists requests to any other origin (there should be none: the dummy Firebase config
 * must not call out).
 *
 * @param {import('playwright-core').BrowserContext} context
 * @param {{url: string, ready: (page: import('playwright-core').Page) => Promise<void>}} visit
 */
export async function measureFirstVisit(context, { url, ready }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const origin = new URL(url).origin;
  const files = new Map();
  const offOrigin = [];
  page.on('request', (request) => {
    const requested = new URL(request.url());
    if (requested.origin !== origin && requested.protocol.startsWith('http')) {
      offOrigin.push(request.url());
    }
  });
  page.on('response', (response) => {
    const served = new URL(response.url());
    const kind = served.pathname.endsWith('.js')
      ? 'js'
      : served.pathname.endsWith('.css')
        ? 'css'
        : null;
    // A HEAD (the worker script's check on a local address) carries no body to count.
    const fetched = response.request().method() === 'GET';
    if (served.origin === origin && kind && fetched && response.status() === 200) {
      files.set(served.pathname, { kind, body: response.body() });
    }
  });
  await page.goto(url);
  await ready(page);
  // Chunks a screen asks for once its data has arrived (qrcode, dictionaries) come just after.
  await page.waitForLoadState('networkidle');
  const measured = [];
  for (const [pathname, { kind, body }] of files) {
    const bytes = await body;
    measured.push({
      file: pathname.replace(/^\//, ''),
      kind,
      gzipBytes: gzipSync(bytes, { level: 9 }).length,
    });
  }
  await page.close();
  measured.sort((a, b) => a.file.localeCompare(b.file));
  return { files: measured, offOrigin };
}

/**
 * Splits a visit's bytes into the fake world's share and the app's own. A module belongs to the
 * fake world when the firebase build does not contain it (src/adapters/fake/**, the backend's
 * services and seed under functions/src/**, and any library only they use). Within a chunk the
 * gzip bytes are shared out by the modules' rendered (minified) sizes.
 */
export function splitByWorld(files, chunkModules, isFakeWorldModule) {
  const totals = { js: 0, css: 0, jsFakeWorld: 0 };
  for (const { file, kind, gzipBytes } of files) {
    totals[kind] += gzipBytes;
    if (kind !== 'js') continue;
    const modules = chunkModules.get(file) ?? [];
    const all = modules.reduce((sum, m) => sum + m.renderedLength, 0);
    const fake = modules
      .filter((m) => isFakeWorldModule(m.moduleId))
      .reduce((sum, m) => sum + m.renderedLength, 0);
    if (all > 0) totals.jsFakeWorld += Math.round((gzipBytes * fake) / all);
  }
  return { ...totals, jsApp: totals.js - totals.jsFakeWorld };
}
