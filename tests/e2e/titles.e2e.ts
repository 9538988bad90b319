import { messages } from '../../src/core/kernel/messages';
import { expect, goInApp, signIn, test } from './support';

/** Each screen names the browser tab (history, tabs, screen readers), signed in or out. */
test.describe.configure({ timeout: 60_000 });

const titled = messages.titles.document;

test('signed-out screens have their own titles', async ({ page }) => {
  await page.goto('/login-mobile');
  await expect(page).toHaveTitle(titled('Log in'));
  await goInApp(page, '/account/register');
  await expect(page).toHaveTitle(titled('Join Met Rewards'));
  await goInApp(page, '/forgotten-password');
  await expect(page).toHaveTitle(titled('Forgotten password'));
});

test('member screens have their own titles, and the signed-in not-found page offers no Log in', async ({
  page,
}) => {
  await signIn(page, 'king@example.com');
  await expect(page).toHaveTitle(titled('Home'));
  for (const [path, title] of [
    ['/offers', messages.titles.offers],
    ['/benefits', messages.titles.benefits],
    ['/events', messages.titles.eventsAt('The Metropolitan Mayfair')],
    ['/profile', 'Profile'],
    ['/settings', 'Settings'],
    ['/no-such-page', 'Page not found'],
  ] as const) {
    await goInApp(page, path);
    await expect(page, path).toHaveTitle(titled(title));
  }
  await expect(page.getByRole('heading', { name: /We can.t find that page/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveCount(0);
});
