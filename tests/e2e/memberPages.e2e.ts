import type { Page } from '@playwright/test';
import { pointsMessages } from '../../src/core/points/pointsMessages';
import { cardMessages } from '../../src/core/card/cardMessages';
import { expect, SAME_AT_EVERY_SIZE, signIn, test } from './support';

/**
 * The member's own pages read as one: Benefits in the tier's own colours and words, points
 * activity starting from the balance its history adds up to, the membership number written the
 * same way on the card, on Profile and on a voucher, and the card's wallet buttons in its first
 * screenful.
 */
test.describe.configure({ timeout: 60_000 });

const rewardsCard = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'Your Met Rewards' }) });

const background = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((node) => getComputedStyle(node).backgroundImage);

test(
  "Ace's benefits are on Ace's own ground, as home's card, and say 'an Ace member'",
  { tag: SAME_AT_EVERY_SIZE },
  async ({ page }) => {
    await signIn(page, 'ace@example.com');
    const home = await rewardsCard(page).evaluate((node) => getComputedStyle(node).backgroundImage);

    await page.goto('/benefits');

    await expect(page.getByRole('main')).toContainText('As an Ace member you enjoy these benefits');
    expect(await background(page, 'tier-summary')).toBe(home);
  },
);

test(
  'points activity starts with the loyalty points balance its history adds up to',
  { tag: SAME_AT_EVERY_SIZE },
  async ({ page }) => {
    await signIn(page, 'king@example.com');
    await page.goto('/points');
    const balance = page.getByRole('region', { name: pointsMessages.activity.balance });

    await expect(balance).toContainText('5,020');
    const history = page.locator('section').filter({
      has: page.getByRole('heading', { name: pointsMessages.activity.historyHeading }),
    });
    await expect(history.getByRole('listitem')).toHaveCount(8);
    const [balanceBox, historyBox] = await Promise.all([
      balance.boundingBox(),
      history.boundingBox(),
    ]);
    expect(balanceBox!.y, 'the balance comes first').toBeLessThan(historyBox!.y);
  },
);

test(
  "the membership number has one typography on the card, on Profile and on a voucher's code",
  { tag: SAME_AT_EVERY_SIZE },
  async ({ page }) => {
    const typography = async (testId: string) => {
      await expect(page.getByTestId(testId)).toHaveText('100104');
      return page.getByTestId(testId).evaluate((node) => {
        const style = getComputedStyle(node);
        return [style.fontFamily, style.fontSize, style.fontWeight, style.letterSpacing];
      });
    };
    await signIn(page, 'king@example.com');
    await page.goto('/card');
    const onCard = await typography('card-membership-number');

    await page.goto('/profile');
    expect(await typography('membership-number')).toEqual(onCard);

    await page.goto('/offers/king-steak-night');
    expect(await typography('voucher-membership-number')).toEqual(onCard);
  },
);

test(
  "on a phone the wallets' buttons sit side by side, one height, wholly above the tab bar",
  { tag: SAME_AT_EVERY_SIZE },
  async ({ page }) => {
    await signIn(page, 'king@example.com');
    await page.goto('/card');
    const apple = page.getByRole('link', { name: cardMessages.addToAppleWallet, exact: true });
    const google = page.getByRole('link', { name: cardMessages.addToGoogleWallet, exact: true });
    await expect(apple).toBeVisible();
    await expect(google).toBeVisible();

    const [appleBox, googleBox] = await Promise.all([apple.boundingBox(), google.boundingBox()]);
    expect(googleBox!.y, 'side by side').toBe(appleBox!.y);
    expect(googleBox!.x).toBeGreaterThanOrEqual(appleBox!.x + appleBox!.width);
    expect(googleBox!.height, 'one height').toBeCloseTo(appleBox!.height, 0);
    // Both wholly in the first screenful, above the tab bar, with nothing scrolled.
    const tabBar = await page.getByRole('navigation', { name: 'Main', exact: true }).boundingBox();
    expect(tabBar, 'the tab bar is laid out').not.toBeNull();
    expect(await page.evaluate(() => window.scrollY), 'nothing was scrolled').toBe(0);
    for (const box of [appleBox!, googleBox!]) {
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      expect(box.y + box.height, `ends above the tab bar at ${tabBar!.y}px`).toBeLessThanOrEqual(
        tabBar!.y,
      );
    }
  },
);
