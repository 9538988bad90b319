import type { Locator, Page } from '@playwright/test';
import { DEMO_GAME_IDS } from '../../functions/src/seed/demoGames';
import { BOTH_SIZES, expect, signIn, test } from './support';

/**
 * A screen's primary action is in view when the screen opens: on a phone above the tab bar, with
 * no scrolling (DECISIONS.md "Screens and look").
 */
test.describe.configure({ timeout: 60_000 });

/** The action's box lies wholly in the first screenful: on a phone, above the tab bar. */
async function expectInViewAboveTabBar(page: Page, action: Locator, phone: boolean): Promise<void> {
  await expect(action).toBeVisible();
  const box = await action.boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'the action is laid out').not.toBeNull();
  expect(viewport).not.toBeNull();
  if (box === null || viewport === null) return;
  expect(await page.evaluate(() => window.scrollY), 'nothing was scrolled').toBe(0);

  let limit = viewport.height;
  if (phone) {
    const tabBar = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(tabBar).toBeVisible();
    const tabBarBox = await tabBar.boundingBox();
    expect(tabBarBox, 'the tab bar is laid out').not.toBeNull();
    limit = tabBarBox?.y ?? 0;
  }
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `the action ends above ${limit}px`).toBeLessThanOrEqual(limit);
}

for (const [situation, gameId, name] of [
  ['open', DEMO_GAME_IDS.open, 'Spring Fortune'],
  ['on its last day', DEMO_GAME_IDS.lastDay, 'Last Chance Spin'],
] as const) {
  test(
    `the Spin button of a game ${situation} is in view above the tab bar, with no scrolling`,
    { tag: BOTH_SIZES },
    async ({ page }, testInfo) => {
      await signIn(page, 'king@example.com');
      await page.goto(`/games/spin-the-wheel/${gameId}`);
      await expect(page.getByRole('heading', { name })).toBeVisible();
      const spin = page.getByRole('button', { name: 'Spin the wheel' });
      // Enabled once the wheel's prizes are in: the screen has its final shape.
      await expect(spin).toBeEnabled();

      await expectInViewAboveTabBar(page, spin, testInfo.project.name === 'phone');
    },
  );
}

test(
  "an RSVP event's 'Count me in' is in view above the tab bar, with no scrolling",
  { tag: BOTH_SIZES },
  async ({ page }, testInfo) => {
    await signIn(page, 'jack@example.com');
    await page.goto('/events/mayfair-rsvp-poker-masterclass');
    await expect(page.getByRole('heading', { name: 'Poker Masterclass' })).toBeVisible();

    await expectInViewAboveTabBar(
      page,
      page.getByRole('button', { name: 'Count me in' }),
      testInfo.project.name === 'phone',
    );
  },
);
