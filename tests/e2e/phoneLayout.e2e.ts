import { expect, signIn, skipAtThisSize, test } from './support';

/** A phone's screen chrome: a one-line title bar, and no gap left by a hidden heading. */
test.describe('on a phone', () => {
  test.beforeEach(({ page }) => {
    skipAtThisSize(
      (page.viewportSize()?.width ?? 0) > 500,
      'the title bar is the phone layout only',
    );
  });

  test("What's On's long title stays on one line in the title bar", async ({ page }) => {
    await signIn(page, 'king@example.com');
    await page.goto('/events');
    const title = page.locator('#root .mobile-header__title');
    await expect(title).toContainText("What's On at");
    const lines = await title.evaluate((element) => {
      const style = getComputedStyle(element);
      const text =
        element.getBoundingClientRect().height -
        parseFloat(style.paddingTop) -
        parseFloat(style.paddingBottom);
      return Math.round(text / parseFloat(style.lineHeight));
    });
    expect(lines).toBeLessThanOrEqual(1);
  });

  test('Delete My Account starts right under the title bar, with no extra gap', async ({
    page,
  }) => {
    await signIn(page, 'king@example.com');
    await page.goto('/settings/delete');
    await expect(page.getByRole('heading', { name: 'Delete My Account', level: 1 })).toBeAttached();
    const gap = await page.evaluate(() => {
      const main = document.querySelector('main');
      const first = main?.querySelector('.delete-screen > :not(.page-header)');
      if (!main || !first) return -1;
      const paddingTop = parseFloat(getComputedStyle(main).paddingTop);
      return first.getBoundingClientRect().top - main.getBoundingClientRect().top - paddingTop;
    });
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(1);
  });
});

test("Settings' usage-statistics row is inset like the rows around it", async ({ page }) => {
  await signIn(page, 'king@example.com');
  await page.goto('/settings');
  await expect(page.locator('.settings-switches .channel-switch__text')).toBeVisible();
  const inset = await page.evaluate(() => {
    const group = document.querySelector('.settings-switches');
    const label = group?.querySelector('.channel-switch__text');
    if (!group || !label) return -1;
    return label.getBoundingClientRect().left - group.getBoundingClientRect().left;
  });
  expect(inset).toBeGreaterThanOrEqual(12);
});
