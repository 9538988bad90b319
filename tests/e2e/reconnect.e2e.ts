import type { Page } from '@playwright/test';
import { messages } from '../../src/core/kernel/messages';
import { BOTH_SIZES, expect, goInApp, signIn, test } from './support';

/**
 * A screen opened with no network and no service worker (its code and stylesheets never
 * downloaded) says the member is offline; once the network is back it opens styled, without a
 * reload. Vite's preload helper never adds a stylesheet link that failed again, so without the
 * shell's retry (src/ui/shell/stylesheetRetry.ts) the screen came back unstyled.
 */
test.describe.configure({ timeout: 60_000 });

/** Set on the page before the network goes: still there afterwards means no reload. */
const setMarker = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { reconnectMarker: string }).reconnectMarker = 'same page';
  });
const marker = (page: Page) =>
  page.evaluate(() => (window as unknown as { reconnectMarker?: string }).reconnectMarker);

const SCREENS = [
  {
    name: 'Offers',
    path: '/offers',
    heading: messages.titles.offers,
    // src/ui/screens/offers/Offers.css: a section's title is a flex row (its count beside it).
    styled: { selector: '.offer-section__title', property: 'display', value: 'flex' },
  },
  {
    name: 'Restaurant',
    path: '/restaurant',
    heading: 'Restaurant',
    // src/ui/screens/venue/Venue.css: the restaurant's columns are a grid.
    styled: { selector: '.venue-columns', property: 'display', value: 'grid' },
  },
] as const;

for (const screen of SCREENS) {
  test(
    `${screen.name} opened offline opens styled once back online, without a reload`,
    { tag: BOTH_SIZES },
    async ({ page, context }) => {
      await signIn(page, 'king@example.com');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await setMarker(page);
      await context.setOffline(true);
      await expect(page.getByRole('status').getByText(/You.re offline\./)).toBeVisible();

      await goInApp(page, screen.path);

      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { name: messages.offline.notSavedTitle }),
      ).toBeVisible();
      await expect(main).toContainText(messages.offline.screenNotSaved);

      await context.setOffline(false);

      await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
      await expect(main.locator(screen.styled.selector).first()).toHaveCSS(
        screen.styled.property,
        screen.styled.value,
      );
      expect(await marker(page)).toBe('same page');
      await expect(page.getByText(messages.update.updateApplied)).toHaveCount(0);
    },
  );
}
