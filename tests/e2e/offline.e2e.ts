import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/core/domain/messages';
import { expectAccessible, signIn } from './support';

/**
 * At the venue with no signal (issue 6): the service worker serves the app, and what the member
 * last saw (their membership number, a voucher's QR code) is still there, marked as saved.
 */
test.use({ serviceWorkers: 'allow' });

const VOUCHER = '/offers/king-steak-night';
const QR_NAME = 'QR code for Steak night for two';

/**
 * The worker installs (precaching the app) on the first visit and, without clientsClaim, takes
 * control from the next load: wait for it to be active, reload, and check it controls the page.
 */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** Opens a page by the app's own navigation (a link click), as a member moving around does. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('offline at the venue', () => {
  test.slow(); // Two full loads plus the worker's precache on two busy cores.

  test.beforeEach(async ({ page }) => {
    await signIn(page, 'king@example.com');
    await page.goto(VOUCHER);
    await expect(page.getByRole('img', { name: QR_NAME })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );
    await underServiceWorker(page);
    await expect(page.getByRole('img', { name: QR_NAME })).toBeVisible();
  });

  test("a voucher's QR code and the membership number open with no network, marked as saved", async ({
    page,
    context,
  }) => {
    await context.setOffline(true);
    await page.reload();

    await expect(page.getByRole('heading', { name: 'Steak night for two' })).toBeVisible();
    const qr = page.getByRole('img', { name: QR_NAME });
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(qr).toHaveJSProperty('complete', true);
    await expect(page.locator('figure', { has: qr }).getByText('100104')).toBeVisible();
    await expect(page.getByRole('note')).toContainText('No connection: showing what you last saw');
    await expect(page.getByRole('status').getByText(/You.re offline\./)).toBeVisible();
    await expectAccessible(page);
  });

  test('a screen never opened online shows its own offline state, with no error dialog', async ({
    page,
    context,
  }) => {
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('img', { name: QR_NAME })).toBeVisible();

    await goInApp(page, '/restaurant');

    await expect(
      page.getByRole('heading', { name: "We couldn't load the restaurant" }),
    ).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await goInApp(page, VOUCHER);
    await expect(page.getByRole('img', { name: QR_NAME })).toBeVisible();
  });

  test('an action that needs the network says so plainly and keeps what was typed', async ({
    page,
    context,
  }) => {
    await goInApp(page, '/profile');
    const phone = page.getByLabel(messages.fieldLabels.mobilePhone);
    await expect(phone).toHaveValue('07700 900104');
    await context.setOffline(true);
    await phone.fill('07700 900555');

    await page.getByRole('button', { name: 'Save phone number' }).click();

    const dialog = page.getByRole('alertdialog', { name: messages.dialog.problemTitle });
    await expect(dialog).toContainText(messages.offline.needsConnection);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(phone).toHaveValue('07700 900555');
  });
});
