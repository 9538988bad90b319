import { messages } from '../../src/core/kernel/messages';
import { expect, goInApp, signIn, test } from './support';

/**
 * A screen whose code is not on the device yet (no service worker: the first visit) is opened
 * with no network (DECISIONS.md "Offline and the device copy"): that is not an app update, so the
 * member is told they are offline, and the screen opens by itself when the network comes back.
 */
test.describe.configure({ timeout: 60_000 });

test("a screen that cannot download offline says you're offline, not 'Update Applied', and opens when back online", async ({
  page,
  context,
}) => {
  await signIn(page, 'king@example.com');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('status').getByText(/You.re offline\./)).toBeVisible();

  await goInApp(page, '/benefits');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: messages.offline.notSavedTitle })).toBeVisible();
  await expect(main).toContainText(messages.offline.screenNotSaved);
  await expect(page.getByText(messages.update.updateApplied)).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('status').getByText(/You.re offline\./)).toHaveCount(1);

  await context.setOffline(false);
  await expect(
    page.getByRole('heading', { name: messages.titles.benefits, level: 1 }),
  ).toBeVisible();
  await expect(main.getByRole('heading', { name: messages.offline.notSavedTitle })).toHaveCount(0);
});
