import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support';

/**
 * The brand typeface (DECISIONS.md "Screens and look"): headings in Manrope Bold, one
 * small woff2 from the app's own origin, precached by the service worker, and a fallback with its
 * metrics, so the swap when the font arrives moves no heading onto another line.
 */
const FALLBACK_ONLY = "h1,h2,h3,h4{font-family:'Manrope Fallback',sans-serif !important}";

/**
 * Each visible heading of the app's own page (#root: not the painted copy that a reload lays over
 * it for a moment) with its text and height (its number of lines), in document order.
 */
const headingLines = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#root :is(h1, h2, h3, h4)')]
      .filter((heading) => heading.getClientRects().length > 0)
      .map((heading) => ({
        text: heading.textContent,
        height: Math.round(heading.getBoundingClientRect().height),
      })),
  );

/** The headings as laid out in Manrope, then in its fallback alone: the same lines. */
async function expectNoHeadingMoves(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const inManrope = await headingLines(page);
  expect(inManrope.length).toBeGreaterThan(0);
  // A constructed sheet, not a <style> element: served as deployed, the CSP refuses inline styles.
  await page.evaluate((rules) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rules);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, FALLBACK_ONLY);
  expect(await headingLines(page)).toEqual(inManrope);
  await page.evaluate(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
  });
}

test('headings wear the brand typeface: one small self-hosted woff2, precached, and the swap moves no heading', async ({
  page,
}) => {
  // Each font file the page downloaded, with its type and size, read as it arrives (a body is
  // gone once the page navigates). The same file again is the browser's cache answering: as
  // deployed, /assets/ files are immutable and never asked for again.
  const fonts = new Map<string, Promise<{ type: string; bytes: number }>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'font' || response.status() !== 200) return;
    if (fonts.has(response.url())) return;
    fonts.set(
      response.url(),
      response.body().then((body) => ({
        type: response.headers()['content-type'] ?? '',
        bytes: body.byteLength,
      })),
    );
  });

  await page.goto('/login');
  const title = page.locator('main h1');
  await expect(title).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(await title.evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(
    /^"?Manrope"?,/,
  );
  expect(await page.evaluate(() => document.fonts.check('700 16px Manrope', 'Met Rewards'))).toBe(
    true,
  );
  await expect.poll(() => fonts.size).toBe(1);
  const [url, download] = [...fonts][0]!;
  const font = await download;
  expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  expect(url).toMatch(/\.woff2$/);
  expect(font.type).toBe('font/woff2');
  expect(font.bytes).toBeLessThanOrEqual(25 * 1024);
  const worker = await (await page.request.get('/sw.js')).text();
  expect(worker).toContain(new URL(url).pathname.replace(/^\//, ''));
  await expectNoHeadingMoves(page);

  await signIn(page, 'king@example.com');
  await expect(page.locator('main h1')).toBeVisible();
  await expectNoHeadingMoves(page);
  await page.goto('/offers');
  // The real list's headings: the skeleton's sections are .offer-section too, with no title.
  await expect(page.locator('#root .offer-section__title').first()).toBeVisible();
  await expectNoHeadingMoves(page);
});
