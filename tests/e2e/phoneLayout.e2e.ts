import { messages } from '../../src/core/kernel/messages';
import { expect, signIn, skipAtThisSize, test } from './support';

/** A phone's screen chrome: a title bar that keeps a long title whole, no gap under it. */
test.describe('on a phone', () => {
  test.beforeEach(({ page }) => {
    skipAtThisSize(
      (page.viewportSize()?.width ?? 0) > 500,
      'the title bar is the phone layout only',
    );
  });

  test("What's On's title bar names the whole casino, on two lines rather than cut short", async ({
    page,
  }) => {
    // The longest casino name of the demo world: Olivia's home, The Metropolitan Manchester.
    await signIn(page, 'queen@example.com');
    await page.goto('/events');
    const title = page.locator('#root .mobile-header__title');
    await expect(title).toHaveText(messages.titles.eventsAt('The Metropolitan Manchester'));
    const shown = await title.evaluate((element) => {
      const style = getComputedStyle(element);
      const text =
        element.getBoundingClientRect().height -
        parseFloat(style.paddingTop) -
        parseFloat(style.paddingBottom);
      return {
        cut: element.scrollWidth > element.clientWidth,
        lines: Math.round(text / parseFloat(style.lineHeight)),
      };
    });
    expect(shown.cut, 'the title ends in an ellipsis').toBe(false);
    expect(shown.lines).toBeLessThanOrEqual(2);
    // The casino's name is under the title, not behind the page.
    const titleBox = await title.boundingBox();
    const headerBox = await page.locator('#root .mobile-header').boundingBox();
    expect((titleBox?.y ?? 0) + (titleBox?.height ?? 0)).toBeLessThanOrEqual(
      (headerBox?.y ?? 0) + (headerBox?.height ?? 0) + 0.5,
    );
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
