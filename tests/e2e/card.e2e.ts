import type { Page } from '@playwright/test';
import { messages } from '../../src/core/kernel/messages';
import { cardMessages } from '../../src/core/card/cardMessages';
import { readZip } from '../functions/wallet/pkpassArchive';
import { readDeviceData } from '../hostile/browser/support/deviceData';
import { BOTH_SIZES, expect, expectAccessible, signIn, test } from './support';
import { underServiceWorker } from './support/serviceWorker';

/**
 * The membership card (DECISIONS.md "Card and wallets: the membership card in the app"): one tap
 * from home, the code the desk scans wholly on screen, there with no signal for the member who last
 * saw it, and gone from the device at sign-out.
 */
const KING = { email: 'king@example.com', name: 'Marcus Bell', tier: 'King', number: '100104' };

const cardCode = (page: Page) => page.getByRole('img', { name: cardMessages.codeAlt(KING.number) });

/** The QR's box lies wholly inside the viewport (nothing to scroll to at the desk). */
async function expectWhollyOnScreen(page: Page): Promise<void> {
  const box = await cardCode(page).boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'the QR is laid out').not.toBeNull();
  expect(viewport).not.toBeNull();
  if (box === null || viewport === null) return;
  expect(box.width, 'the QR is large enough to scan').toBeGreaterThanOrEqual(200);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `QR bottom within ${viewport.height}px`).toBeLessThanOrEqual(
    viewport.height,
  );
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

test.describe('the membership card', () => {
  test('opens in one tap from home with name, tier, number, points and the whole QR on screen', async ({
    page,
  }) => {
    await signIn(page, KING.email);
    const homeBalance = await page.locator('.rewards-card__balance').textContent();

    await page.getByRole('link', { name: cardMessages.showCard }).click();

    await expect(page).toHaveURL(/\/card$/);
    await expect(page.locator('main h1')).toHaveText(messages.titles.card);
    const card = page.locator('.member-card');
    await expect(card.getByRole('heading', { name: KING.name })).toBeVisible();
    await expect(card.getByText(KING.tier, { exact: true })).toBeVisible();
    await expect(card.getByTestId('card-membership-number')).toHaveText(KING.number);
    await expect(card.getByText(cardMessages.brightnessHint)).toBeVisible();
    await expect(card.locator('dd').first()).toHaveText(homeBalance ?? '');
    await expect(cardCode(page)).toHaveAttribute('data-qr-value', KING.number);
    await expectWhollyOnScreen(page);
    await expectAccessible(page);
  });

  test('a computer offers the card on a phone, a phone does not', async ({ page }, testInfo) => {
    await signIn(page, KING.email);
    await page.goto('/card');
    await expect(cardCode(page)).toBeVisible();

    const handoff = page.getByRole('img', { name: cardMessages.phoneHandoffAlt });
    if (testInfo.project.name === 'desktop') {
      await expect(handoff).toHaveAttribute('data-qr-value', new URL('/card', page.url()).href);
      await expect(page.getByText(cardMessages.phoneHandoff)).toBeVisible();
    } else {
      // The phone project is a Pixel 7 (Android, Chrome): the card is already on the phone.
      await expect(page.locator('.member-card__hint')).toBeVisible();
      await expect(handoff).toHaveCount(0);
    }
  });

  test(
    "the demo world's sample passes: both wallets' own artwork, one height, at Google's minimum, said to be samples; the Apple one downloads a signed .pkpass",
    { tag: BOTH_SIZES },
    async ({ page }) => {
      await signIn(page, KING.email);
      await page.goto('/card');
      await expect(cardCode(page)).toBeVisible();

      // Both guidelines' wording, as the link's accessible name (exact: no stray words).
      const apple = page.getByRole('link', { name: 'Add to Apple Wallet', exact: true });
      const google = page.getByRole('link', { name: 'Add to Google Wallet', exact: true });
      await expect(apple).toBeVisible();
      await expect(google).toBeVisible();
      // The wallets' own files, drawn whole and never stretched (their published proportions).
      for (const [button, src, ratio] of [
        [apple, '/brand/wallets/Add_to_Apple_Wallet_rgb_US-UK.svg', 110.095 / 34.016],
        [google, '/brand/wallets/en_GB_wallet_button_condensed.svg', 199 / 55],
      ] as const) {
        const art = button.getByRole('img');
        await expect(art).toHaveAttribute('src', src);
        await expect
          .poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        const box = await art.boundingBox();
        expect(box, 'the artwork is laid out').not.toBeNull();
        // Google asks at least 48 dp tall; Apple's badge is never smaller than the page's buttons.
        expect(box!.height).toBeGreaterThanOrEqual(48);
        expect(box!.width / box!.height).toBeCloseTo(ratio, 1);
      }
      const [appleBox, googleBox] = await Promise.all([apple.boundingBox(), google.boundingBox()]);
      expect(googleBox!.height, 'one height').toBeCloseTo(appleBox!.height, 0);
      await expect(page.getByRole('note')).toContainText(cardMessages.samplePass);

      // Neither the fake world's Pixel nor its desktop Chrome has Apple Wallet: the pass downloads.
      const download = page.waitForEvent('download');
      await apple.click();
      const file = await (await download).createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of file) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      // A zip ('PK'), holding the pass, its manifest and its signature; the pass says it is a sample.
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      const files = readZip(bytes);
      expect([...files.keys()]).toEqual(
        expect.arrayContaining(['pass.json', 'manifest.json', 'signature']),
      );
      expect(JSON.parse(files.get('pass.json')!.toString('utf8'))).toMatchObject({
        serialNumber: KING.number,
        description: 'Sample — not a real pass',
      });
      await expect(google).toHaveAttribute('href', /^https:\/\/pay\.google\.com\/gp\/v\/save\//);
      await expectAccessible(page);
    },
  );

  test.describe('with no signal', () => {
    test.use({ serviceWorkers: 'allow' });

    test('opens again after a reload for the member who last saw it', async ({ page, context }) => {
      test.slow(); // A precache and two full loads on busy cores.
      await signIn(page, KING.email);
      await page.goto('/card');
      await expect(cardCode(page)).toBeVisible();
      await underServiceWorker(page);
      await expect(cardCode(page)).toBeVisible();

      await context.setOffline(true);
      await page.reload();

      await expect(cardCode(page)).toHaveAttribute('data-qr-value', KING.number);
      await expect(
        page.locator('.member-card').getByRole('heading', { name: KING.name }),
      ).toBeVisible();
      await expect(page.getByRole('status').getByText(/You.re offline\./)).toBeVisible();
      await expectWhollyOnScreen(page);
      await expectAccessible(page);
    });
  });

  test('is gone after sign-out: nothing of the member on the device, and /card asks to log in', async ({
    page,
  }) => {
    await signIn(page, KING.email);
    await page.goto('/card');
    await expect(cardCode(page)).toBeVisible();
    const heldBefore = (await readDeviceData(page)).filter((record) => !record.cached);
    expect(heldBefore.some((record) => record.text.includes(KING.number))).toBe(true);

    await page.goto('/settings');
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);

    // The app's own data (local and session storage, IndexedDB); the simulated backend's key and
    // the precached app files are not the member's data (tests/hostile/browser/support/deviceData).
    const held = (await readDeviceData(page)).filter((record) => !record.cached);
    expect(
      held.filter((record) => record.text.includes(KING.number) || record.text.includes('Marcus')),
    ).toEqual([]);
    await page.goto('/card');
    await expect(page).toHaveURL(/\/login(-mobile)?\?redirect=%2Fcard$/);
    await expect(cardCode(page)).toHaveCount(0);
  });
});

test.describe('the membership card in the menus and on Profile', { tag: BOTH_SIZES }, () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, KING.email);
  });

  test('opens from the menu: the sidebar on a computer, More on a phone', async ({
    page,
  }, testInfo) => {
    if (testInfo.project.name === 'desktop') {
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'My Card' })
        .click();
    } else {
      // Five tabs, as the spec's: the card is the first row of More.
      await expect(
        page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link'),
      ).toHaveText(['Home', 'Offers', 'Restaurant', 'Events', 'More']);
      await page
        .getByRole('navigation', { name: 'Main', exact: true })
        .getByRole('link', { name: 'More' })
        .click();
      const rows = page.getByRole('navigation', { name: 'More' }).getByRole('link');
      await expect(rows.first()).toHaveText('My Card');
      await rows.first().click();
    }

    await expect(page).toHaveURL(/\/card$/);
    await expect(cardCode(page)).toHaveAttribute('data-qr-value', KING.number);
    await expectWhollyOnScreen(page);
    if (testInfo.project.name === 'desktop') {
      await expect(
        page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My Card' }),
      ).toHaveAttribute('aria-current', 'page');
    }
  });

  test("opens from Profile's card, beside the membership number", async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByTestId('membership-number')).toHaveText(KING.number);

    await page
      .locator('.membership-card')
      .getByRole('link', { name: cardMessages.showCard })
      .click();

    await expect(page).toHaveURL(/\/card$/);
    await expect(cardCode(page)).toHaveAttribute('data-qr-value', KING.number);
  });
});
