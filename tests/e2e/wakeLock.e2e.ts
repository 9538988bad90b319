import type { Page } from '@playwright/test';
import { cardMessages } from '../../src/core/card/cardMessages';
import { expect, signIn, test } from './support';

/**
 * The screen stays on while a code the desk scans is shown (DECISIONS.md "Card and wallets: the
 * membership card in the app", "Offers and voucher codes"): the voucher's QR and the membership
 * card ask for the Screen Wake Lock, and give it back once the member navigates away.
 * navigator.wakeLock is stubbed before the app starts, as headless Chromium refuses the real one.
 */
const VOUCHER = '/offers/king-steak-night';
const VOUCHER_QR = 'QR code for Steak night for two';

interface WakeLockRecord {
  requested: string[];
  held: number;
}

declare global {
  interface Window {
    __wakeLockRecord?: WakeLockRecord;
  }
}

/** A navigator.wakeLock that grants every request and records what is held. */
async function stubWakeLock(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record: WakeLockRecord = { requested: [], held: 0 };
    window.__wakeLockRecord = record;
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: (type: string) => {
          record.requested.push(type);
          record.held += 1;
          let released = false;
          return Promise.resolve({
            release: () => {
              if (!released) record.held -= 1;
              released = true;
              return Promise.resolve();
            },
          });
        },
      },
    });
  });
}

const wakeLock = (page: Page) =>
  page.evaluate(() => window.__wakeLockRecord ?? { requested: [], held: -1 });

/** Navigates inside the app (the page, and the stub's record, stay). */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('the screen stays on while a code is shown', () => {
  test('on the membership card, released after navigating away', async ({ page }) => {
    await stubWakeLock(page);
    await signIn(page, 'king@example.com');
    expect((await wakeLock(page)).held, 'home keeps no lock').toBe(0);

    await page.getByRole('link', { name: cardMessages.showCard }).click();
    await expect(page.getByRole('img', { name: cardMessages.codeAlt('100104') })).toBeVisible();
    await expect.poll(async () => (await wakeLock(page)).held).toBe(1);
    expect((await wakeLock(page)).requested).toEqual(['screen']);

    await page.goBack();
    await expect(page.locator('.rewards-card__balance')).toBeVisible();
    await expect.poll(async () => (await wakeLock(page)).held).toBe(0);
  });

  test("on the voucher's code, released after navigating away", async ({ page }) => {
    await stubWakeLock(page);
    await signIn(page, 'king@example.com');

    await openInApp(page, VOUCHER);
    await expect(page.getByRole('img', { name: VOUCHER_QR })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );
    await expect.poll(async () => (await wakeLock(page)).held).toBe(1);
    expect((await wakeLock(page)).requested).toContain('screen');

    await page.goBack();
    await expect(page.locator('.rewards-card__balance')).toBeVisible();
    await expect.poll(async () => (await wakeLock(page)).held).toBe(0);
  });

  test('a browser without the wake lock shows the code as usual, with no error', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'wakeLock'));
    await signIn(page, 'king@example.com');

    await page.getByRole('link', { name: cardMessages.showCard }).click();

    await expect(page.getByRole('img', { name: cardMessages.codeAlt('100104') })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
