import type { Locator, Page } from '@playwright/test';
import { usageStatisticsMessages } from '../../src/core/device/usageStatisticsMessages';
import { expect, signIn, test } from './support';

/**
 * At the cash desk (DECISIONS.md "Offers and voucher codes"): the voucher's QR code and the
 * membership number are on screen the moment the page opens, and the usage-statistics question
 * never sits in their way.
 */
test.describe.configure({ timeout: 60_000 });

const VOUCHER = '/offers/king-steak-night';
const QR_NAME = 'QR code for Steak night for two';

/** The element lies wholly inside the viewport as the page is now. */
async function expectWhollyInView(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'the element is rendered').not.toBeNull();
  expect(viewport).not.toBeNull();
  if (box === null || viewport === null) return;
  expect(box.y, 'top edge in view').toBeGreaterThanOrEqual(0);
  expect(box.x, 'left edge in view').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'bottom edge in view').toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, 'right edge in view').toBeLessThanOrEqual(viewport.width);
}

test('the voucher QR code, with the membership number beneath it, is wholly in view without scrolling', async ({
  page,
}) => {
  await signIn(page, 'king@example.com');
  await page.goto(VOUCHER);
  const qr = page.getByRole('img', { name: QR_NAME });
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);

  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectWhollyInView(page, qr);
  await expectWhollyInView(page, page.locator('figure', { has: qr }).getByText('100104'));
  // The code stays big enough for a desk scanner at arm's length.
  expect((await qr.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(240);
});

test('the usage-statistics question is asked on home only, and pushes none of it down', async ({
  page,
}) => {
  await signIn(page, 'queen@example.com');
  const question = page.getByRole('region', { name: usageStatisticsMessages.bannerLabel });
  await expect(question).toBeVisible();
  const greeting = page.getByRole('heading', { level: 1 }).first();
  // Where the greeting is on the page (not in the window: answering scrolls to the question).
  const topOnPage = () =>
    greeting.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const greetingTop = await topOnPage();

  await page.goto('/offers/queen-dining-credit');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(question).toHaveCount(0);

  await page.goto('/');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: usageStatisticsMessages.decline }).click();
  await expect(question).toHaveCount(0);
  expect(await topOnPage()).toBe(greetingTop);
});
