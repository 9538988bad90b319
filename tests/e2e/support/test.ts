import { test as base } from '@playwright/test';
import { ON_EMULATORS } from './backend';

/**
 * Playwright's test with a fresh backend for each test: in fake mode each browser context starts
 * its own seeded world; on the emulators the one shared world is reset before the test.
 */
export const test = base.extend<{ freshBackend: void }>({
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
});

export { expect } from '@playwright/test';
