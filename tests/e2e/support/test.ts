import { expect, test as base } from '@playwright/test';
import { ON_EMULATORS } from './backend';
import { tallyPolicyViolations, watchPolicyViolations } from './policyViolations';

/**
 * Playwright's test with a fresh backend for each test: in fake mode each browser context starts
 * its own seeded world; on the emulators the one shared world is reset before the test.
 */
export const test = base.extend<{
  freshBackend: void;
  reportPageOnFailure: void;
  policyViolations: void;
}>({
  freshBackend: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from it
    async ({}, use) => {
      if (ON_EMULATORS) {
        const { resetEmulatorBackend } = await import('./emulatorBackend');
        await resetEmulatorBackend();
      }
      await use();
    },
    { auto: true },
  ],
  /**
   * Every journey fails on a CSP violation or a Permissions-Policy refusal: on the emulators the
   * Hosting emulator serves firebase.json's headers, so what the browser refuses here production
   * refuses too (tests/e2e/support/policyViolations.ts). The run prints the totals.
   */
  policyViolations: [
    async ({ context }, use, testInfo) => {
      const violations = await watchPolicyViolations(context);
      await use();
      tallyPolicyViolations(testInfo.title, violations);
      expect(violations, 'what the browser refused under the served headers').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * A failed test prints where the page was and what it showed, so a failure seen only in CI's
   * log (no screenshot there) still says which screen the member was left on.
   */
  reportPageOnFailure: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const shown = await page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch((error: unknown) => `(unreadable: ${String(error).split('\n')[0]})`);
      console.log(
        `[page at failure] ${testInfo.title}\n  url: ${page.url()}\n  shows: ${shown.replace(/\s+/g, ' ').slice(0, 600)}`,
      );
    },
    { auto: true },
  ],
});

export { expect };
