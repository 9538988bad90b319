import { consentMessages } from '../../src/core/settings/consentMessages';
import { BOTH_SIZES, expect, expectAccessible, SAME_AT_EVERY_SIZE, signIn, test } from './support';

/**
 * Marketing consent per channel: the member gives consent on one channel, sees it in
 * the history the server keeps, stops all marketing at once, and it holds after a reload.
 */
test(
  'a member gives phone consent, then stops all marketing, and the history shows both',
  { tag: BOTH_SIZES },
  async ({ page }, testInfo) => {
    await signIn(page, 'king@example.com');
    await page.goto('/settings/communications');
    const phone = page.getByRole('switch', { name: /^Phone/ });
    const history = page.getByRole('list', { name: 'Your consent history' });
    await expect(page.getByRole('switch', { name: /^Push/ })).toHaveCount(0);
    await expect(phone).not.toBeChecked();

    await phone.check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(history.getByRole('listitem').first()).toHaveText(
      /^Phone: given .+, in the app's settings$/,
    );

    await page.getByRole('button', { name: 'Stop all marketing' }).click();
    for (const name of [/^Email/, /^SMS/, /^Phone/, /^Post/]) {
      await expect(page.getByRole('switch', { name })).not.toBeChecked();
    }
    await expect(history).toContainText(/Phone: withdrawn .+, with Stop all marketing/);
    await expectAccessible(page);
    await page.screenshot({
      path: testInfo.outputPath(`communications-${testInfo.project.name}.png`),
      fullPage: true,
    });

    await page.reload();
    for (const name of [/^Email/, /^SMS/, /^Phone/, /^Post/]) {
      await expect(page.getByRole('switch', { name })).not.toBeChecked();
    }
    await expect(history.getByRole('listitem').first()).toHaveText(
      /: withdrawn .+, with Stop all marketing$/,
    );
    await expect(history).toContainText(/Phone: given .+, in the app's settings/);
  },
);

test(
  'the switches and the history tell one story, and Stop all marketing answers in its own words',
  { tag: SAME_AT_EVERY_SIZE },
  async ({ page }) => {
    // King's Email and Post came from his membership record: on, with no change recorded yet.
    await signIn(page, 'king@example.com');
    await page.goto('/settings/communications');
    const summary = page.getByTestId('consent-summary');
    await expect(page.getByRole('switch', { name: /^Email/ })).toBeChecked();
    await expect(page.getByRole('switch', { name: /^Post/ })).toBeChecked();
    await expect(summary).toHaveText('You agree to marketing by email and post.');
    await expect(page.getByText(/not given consent/)).toHaveCount(0);
    await expect(page.getByTestId('marketing-paused')).toHaveCount(0);

    await page.getByRole('button', { name: 'Stop all marketing' }).click();

    await expect(page.getByText(consentMessages.stopAllDone(null), { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        'You will get no marketing from us. You can turn channels back on at any time.',
      ),
    ).toBeVisible();
    await expect(summary).toHaveText('You have not agreed to any marketing.');
    const history = page.getByRole('list', { name: 'Your consent history' });
    await expect(history).toContainText(/Email: withdrawn .+, with Stop all marketing/);
    await expect(history).toContainText(/Post: withdrawn .+, with Stop all marketing/);
  },
);
