import type { Page } from '@playwright/test';
import { pointsMessages } from '../../src/core/points/pointsMessages';
import { cardMessages } from '../../src/core/card/cardMessages';
import { expect, SAME_AT_EVERY_SIZE, signIn, test } from './support';

/**
 * A phone's tab bar lights the tab a page belongs to (src/core/navigation/tabs.ts): the tab its
 * way in starts from, and where its back button leads. Its five names stay on screen at 200 % text.
 */
test.describe.configure({ timeout: 60_000 });

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function expectLit(page: Page, tab: string) {
  await expect(tabBar(page).locator('[aria-current="page"]')).toHaveAccessibleName(tab);
}

test(
  'the card and points activity light Home, pages opened from More light More',
  { tag: SAME_AT_EVERY_SIZE },
  async ({ page }) => {
    await signIn(page, 'king@example.com');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: cardMessages.showCard }).first().click();
    await expect(page).toHaveURL(/\/card$/);
    await expectLit(page, 'Home');

    await page.getByRole('link', { name: 'Back' }).click();
    await main.getByRole('link', { name: pointsMessages.activity.link }).click();
    await expect(page).toHaveURL(/\/points$/);
    await expectLit(page, 'Home');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);

    for (const [entry, path] of [
      ['Profile', /\/profile$/],
      ['Benefits', /\/benefits$/],
      ['Safer gambling', /\/safer-gambling$/],
    ] as const) {
      await tabBar(page).getByRole('link', { name: 'More' }).click();
      await main.getByRole('link', { name: entry, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expectLit(page, 'More');
    }

    await tabBar(page).getByRole('link', { name: 'Offers' }).click();
    await expectLit(page, 'Offers');
  },
);

test(
  'at 200 % text on a phone the tab bar keeps its five names, each inside its tab',
  { tag: SAME_AT_EVERY_SIZE },
  async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.documentElement.style.fontSize = '200%';
      });
    });
    await signIn(page, 'king@example.com');
    const bar = tabBar(page);
    const barBox = await bar.boundingBox();
    expect(barBox, 'the tab bar is laid out').not.toBeNull();

    for (const name of ['Home', 'Offers', 'Restaurant', 'Events', 'More']) {
      const link = bar.getByRole('link', { name, exact: true });
      const label = link.locator('.tab-bar__label');
      await expect(label).toBeVisible();
      const [linkBox, labelBox] = await Promise.all([link.boundingBox(), label.boundingBox()]);
      expect(labelBox!.width, `${name}'s name is shown, not hidden`).toBeGreaterThan(20);
      expect(labelBox!.x, `${name}'s name starts inside its tab`).toBeGreaterThanOrEqual(
        linkBox!.x,
      );
      expect(
        labelBox!.x + labelBox!.width,
        `${name}'s name ends inside its tab`,
      ).toBeLessThanOrEqual(linkBox!.x + linkBox!.width + 0.5);
      expect(linkBox!.x + linkBox!.width, `${name}'s tab is on screen`).toBeLessThanOrEqual(
        barBox!.x + barBox!.width + 0.5,
      );
    }
    // The names are still larger than at normal size: they grow with the member's text.
    const size = await bar
      .getByRole('link', { name: 'Home' })
      .locator('.tab-bar__label')
      .evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
    expect(size).toBeGreaterThan(11);
  },
);
