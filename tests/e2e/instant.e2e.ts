import type { Page } from '@playwright/test';
import { messages } from '../../src/core/kernel/messages';
import { expect, signIn, test, world } from './support';

/**
 * A returning member sees their own things at once (DECISIONS.md "Session and sign-in", "Offline
 * and the device copy"): the session shows what this device saved of them, and the server's
 * answers replace it behind the screen. The fake world holds its answers back (setLatency) so
 * the screen can be checked before the network answers.
 */

const KING = { email: 'king@example.com', number: '100104', points: '30,100' };
const QUEEN = 'queen@example.com';
const VOUCHER = '/offers/king-steak-night';
const QR_NAME = 'QR code for Steak night for two';
/** Far longer than the checks below wait: whatever shows before it came from the device. */
const HELD_BACK_MS = 20_000;
/** How long "at once" may take on a busy test machine, well under HELD_BACK_MS. */
const AT_ONCE_MS = 5_000;

/** Until the refresh says suspended: the saved screen is seen first. */
const SUSPENSION_HELD_BACK_MS = 6_000;

/** Home's reward points figure; data-from-device says whether it is the device's copy. */
const balance = (page: Page) => page.locator('[data-from-device]');

/** What the device keeps of the member (DECISIONS.md "Offline and the device copy"). */
function memberKeys(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => ({
    met_last_seen: localStorage.getItem('met_last_seen'),
    metro_last_user: localStorage.getItem('metro_last_user'),
    metro_optinids: localStorage.getItem('metro_optinids'),
  }));
}

/** King signed in and seen home and a voucher's code online, so this device saved them. */
async function kingSeenOnline(page: Page): Promise<void> {
  await signIn(page, KING.email);
  await expect(page.getByText(KING.points).first()).toBeVisible();
  await page.goto(VOUCHER);
  await expect(page.getByRole('img', { name: QR_NAME })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await page.goto('/');
  await expect(page.getByText(KING.points).first()).toBeVisible();
}

test.describe('a returning member sees their own things at once', () => {
  test.slow();

  test('points and a voucher code are on screen before the network answers', async ({ page }) => {
    await kingSeenOnline(page);
    await world(page).holdAnswersFromNextLoad(HELD_BACK_MS);

    await page.reload();
    await expect(page.getByText(KING.points).first()).toBeVisible({ timeout: AT_ONCE_MS });
    // The device's copy: the server has not answered.
    await expect(balance(page)).toHaveAttribute('data-from-device', 'true');
    // Refreshing behind the screen, online: no "No connection" note.
    await expect(page.getByRole('note')).toHaveCount(0);

    await page.goto(VOUCHER);
    await expect(page.getByRole('img', { name: QR_NAME })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
      { timeout: AT_ONCE_MS },
    );
  });

  test("a member suspended since their last visit is signed out on the refresh with the spec's message, and nothing of theirs is left", async ({
    page,
  }) => {
    await kingSeenOnline(page);
    // Held back first, so no call of the page still open answers 'suspended' before the reload;
    // after it, long enough that the saved screen is seen before the refresh says suspended.
    await world(page).setLatency(SUSPENSION_HELD_BACK_MS);
    await world(page).setSuspended(KING.number, true);
    await world(page).holdAnswersFromNextLoad(SUSPENSION_HELD_BACK_MS);

    await page.reload();
    await expect(page.getByText(KING.points).first()).toBeVisible({ timeout: AT_ONCE_MS });
    await expect(balance(page)).toHaveAttribute('data-from-device', 'true');

    await expect(
      page.getByRole('alertdialog', { name: messages.dialog.problemTitle }),
    ).toContainText(messages.app.suspended, {
      timeout: 30_000,
    });
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText(KING.points)).toHaveCount(0);
    expect(await memberKeys(page)).toEqual({
      met_last_seen: null,
      metro_last_user: null,
      metro_optinids: null,
    });
  });

  test("another member signing in on the same device never sees the first member's copy", async ({
    page,
  }) => {
    await kingSeenOnline(page);
    const kingsCopy = (await memberKeys(page)).met_last_seen;
    expect(kingsCopy).toContain(KING.number);
    await page.goto('/settings');
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    // As if King's copy were left behind on the device.
    await page.evaluate((copy) => localStorage.setItem('met_last_seen', copy ?? ''), kingsCopy);
    await world(page).setLatency(1_500);

    const shown: string[] = [];
    const watch = setInterval(() => {
      void page
        .getByText(KING.points)
        .count()
        .then((count) => count > 0 && shown.push('points'))
        .catch(() => undefined);
    }, 100);
    await signIn(page, QUEEN);
    await expect(page.getByRole('heading', { name: 'Your Met Rewards' })).toBeVisible({
      timeout: 30_000,
    });
    clearInterval(watch);

    expect(shown).toEqual([]);
    await expect(page.getByText(KING.number)).toHaveCount(0);
    expect((await memberKeys(page)).met_last_seen ?? '').not.toContain(KING.number);
  });
});
