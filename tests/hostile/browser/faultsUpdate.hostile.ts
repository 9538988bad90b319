import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../../src/core/kernel/messages';
import { deployUpdatedWorker, signIn, versionInControl } from '../../e2e/support';
import { tallied } from '../tally';

/**
 * The service-worker update path under fault (DECISIONS.md "PWA and updates"): a new version is
 * deployed while a signed-in member is in the middle of the app. They see the defined update
 * dialog, and after it they are still signed in, on the same page, with their balance: nothing
 * earned is lost.
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

const closings: [string, (page: Page) => Promise<void>][] = [
  [
    'its button',
    (page) => page.getByRole('button', { name: messages.update.updateButton }).click(),
  ],
  ['Escape', (page) => page.keyboard.press('Escape')],
];

for (const [how, close] of closings) {
  test(`a new version found mid-session, closed by ${how}, keeps the member signed in where they were`, async ({
    page,
  }, testInfo) => {
    if (testInfo.project.name !== 'desktop') {
      const reason = `skipped on ${testInfo.project.name}: one served worker file cannot be replaced by two projects at once; the path does not depend on width`;
      console.log(reason);
      test.skip(true, reason);
    }
    test.slow();
    await signIn(page, 'king@example.com');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto('/benefits');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    expect(await versionInControl(page)).toBe('original');
    const undeploy = await deployUpdatedWorker(page);
    try {
      await tallied('faults', 'service worker update mid-session', async () => {
        await page.evaluate(async () => {
          await (await navigator.serviceWorker.getRegistration())?.update();
        });
        const dialog = page.getByRole('dialog', { name: messages.update.updateApplied });
        await expect(dialog).toBeVisible({ timeout: 15_000 });
        await expect(dialog).toContainText(messages.update.updateMessage);

        const reloaded = page.waitForEvent('load');
        await close(page);
        await reloaded;

        await expect(page).toHaveURL(/\/benefits$/);
        await expect(
          page.getByRole('heading', { level: 1, name: messages.titles.benefits }),
        ).toBeVisible();
        expect(await versionInControl(page)).toBe('updated');
        await page.goto('/');
        await expect(page.getByText('30,100').first()).toBeVisible();
      });
    } finally {
      await undeploy();
    }
  });
}
