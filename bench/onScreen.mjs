/* global window */
/**
 * When something appears on screen, in milliseconds from the start of the navigation
 * (performance.now(), whose zero is the navigation's start). Installed before the page's own
 * scripts, it looks once per animation frame and, on the frame that first shows the thing,
 * stamps the time just after that frame was painted (a message posted from the frame's
 * requestAnimationFrame callback runs after the paint).
 *
 * - points: home's reward points balance (src/ui/screens/home/RewardsCard.tsx) has its figure;
 * - freshPoints: that figure is the server's answer, not the device copy (its data-from-device
 *   is "false": MemberStore.fromDevice);
 * - qr: the offer's QR image (src/ui/screens/offers/OfferCode.tsx) is decoded;
 * - appPoints, appQr: the same, rendered by the running app (in #root), not its painted copy
 *   (the markup the service worker puts in the page, src/start/paintedDocument.ts);
 * - lcp: the page's largest contentful paint so far (PerformanceObserver), for the bare page.
 */
export const SELECTORS = {
  points: '.rewards-card__balance',
  freshPoints: '.rewards-card__balance[data-from-device="false"]',
  qr: 'main img[alt^="QR code"]',
  appPoints: '#root .rewards-card__balance',
  appQr: '#root main img[alt^="QR code"]',
};

/**
 * The script Playwright adds to a page before it loads (page.addInitScript), watching `names`
 * (keys of SELECTORS; the LCP is always watched).
 */
export function onScreenScript(names) {
  return `(() => {
    const selectors = ${JSON.stringify(SELECTORS)};
    const watched = ${JSON.stringify(names)};
    const seen = {};
    window.__metOnScreen = seen;
    // Laid out is not seen: a layer laid out hidden (visibility, opacity) has a box too.
    const inView = (element) => {
      const box = element.getBoundingClientRect();
      const seen = element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      return seen && box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0;
    };
    const figureShown = (selector) => {
      const element = document.querySelector(selector);
      return element !== null && /\\d/.test(element.textContent || '') && inView(element);
    };
    const imageShown = (selector) => {
      const image = document.querySelector(selector);
      return image !== null && image.complete && image.naturalWidth > 0 && inView(image);
    };
    const shown = {
      points: () => figureShown(selectors.points),
      freshPoints: () => figureShown(selectors.freshPoints),
      qr: () => imageShown(selectors.qr),
      appPoints: () => figureShown(selectors.appPoints),
      appQr: () => imageShown(selectors.appQr),
    };
    const afterPaint = (name) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { if (seen[name] === undefined) seen[name] = performance.now(); };
      channel.port2.postMessage(0);
    };
    const frame = () => {
      for (const name of watched) {
        if (seen[name] === undefined && shown[name]()) afterPaint(name);
      }
      if (watched.some((name) => seen[name] === undefined)) requestAnimationFrame(frame);
    };
    if (watched.length > 0) requestAnimationFrame(frame);
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.lcp = entry.renderTime || entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    } catch {}
  })();`;
}

/**
 * Waits until `name` has been stamped on the page (or `timeoutMs` has passed) and returns its
 * time in ms, or null when it never appeared.
 * @param {import('playwright-core').Page} page
 */
export async function timeOnScreen(page, name, timeoutMs) {
  try {
    await page.waitForFunction((key) => window.__metOnScreen?.[key] !== undefined, name, {
      timeout: timeoutMs,
      polling: 100,
    });
  } catch {
    return null;
  }
  return page.evaluate((key) => window.__metOnScreen[key], name);
}

/**
 * The bare page's LCP: its one heading has been painted and nothing larger can follow, so the
 * last entry once the heading is on screen and a few frames have passed is the final one.
 * @param {import('playwright-core').Page} page
 */
export async function bareLcp(page, timeoutMs) {
  await page.locator('h1').waitFor({ timeout: timeoutMs });
  await page.waitForFunction(() => window.__metOnScreen?.lcp !== undefined, null, {
    timeout: timeoutMs,
  });
  await page.waitForTimeout(300);
  return page.evaluate(() => window.__metOnScreen.lcp);
}
