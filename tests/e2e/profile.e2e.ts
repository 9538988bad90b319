import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './support';

/**
 * Profile's look: the small membership card wears the tier's card identity of the
 * big card on /card (TierIdentity.css), and the footer's links are one style, the menu rows of
 * More and Settings.
 */
const ground = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((node) => {
    const card = node.closest('.tier-identity') ?? node;
    return getComputedStyle(card).backgroundImage;
  });

test("Profile's card has the same tier identity as the big card, King's and Jack's apart", async ({
  page,
}) => {
  const grounds: string[] = [];
  for (const [email, tier] of [
    ['king@example.com', 'king'],
    ['jack@example.com', 'jack'],
  ] as const) {
    await signIn(page, email);
    await page.goto('/profile');
    const card = page.locator('.membership-card');
    await expect(card).toHaveClass(new RegExp(`\\btier-identity--${tier}\\b`));
    const profileGround = await ground(page, 'membership-number');
    await page.goto('/card');
    await expect(page.getByTestId('card-tier-band')).toHaveClass(
      new RegExp(`\\btier-identity--${tier}\\b`),
    );
    expect(profileGround).toBe(await ground(page, 'card-tier-band'));
    grounds.push(profileGround);
    await page.goto('/settings');
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);
  }
  expect(grounds[0]).toMatch(/gradient/);
  expect(grounds[0]).not.toBe(grounds[1]);
});

test("Profile's footer links are one style: More's and Settings' menu rows", async ({ page }) => {
  await signIn(page, 'king@example.com');
  await page.goto('/profile');
  const footer = page.getByRole('navigation', { name: 'Settings and preferences' });
  const links = footer.getByRole('link');
  await expect(links).toHaveCount(3);
  await expect(links.nth(0)).toHaveAttribute('href', '/settings');

  const style = (index: number) =>
    links.nth(index).evaluate((node) => {
      const css = getComputedStyle(node);
      return {
        className: node.className,
        fontSize: css.fontSize,
        fontWeight: css.fontWeight,
        color: css.color,
        background: css.backgroundColor,
        minHeight: css.minHeight,
        paddingLeft: css.paddingLeft,
        width: node.getBoundingClientRect().width,
      };
    });
  const first = await style(0);
  expect(first.className).toBe('menu-list__row');
  for (const index of [1, 2]) expect(await style(index)).toEqual(first);

  // The very rows Settings uses for its links.
  await page.goto('/settings');
  const settingsRow = page.getByRole('main').getByRole('link', { name: /^Interests/ });
  await expect(settingsRow).toHaveClass(/\bmenu-list__row\b/);
  expect(await settingsRow.evaluate((node) => getComputedStyle(node).fontSize)).toBe(
    first.fontSize,
  );

  await page.goto('/profile');
  await expectAccessible(page);
});
