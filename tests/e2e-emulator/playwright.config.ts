import { defineConfig } from '@playwright/test';
import { EMULATOR_BUILD_ENV, NO_EMULATORS_REASON, WITH_EMULATORS } from './emulatorRun';
import { playwrightChromium } from '../support/chromium.mjs';

/**
 * The built app in emulator mode (VITE_BACKEND=firebase, VITE_USE_EMULATORS=true) in Debian's
 * Chromium, inside `firebase emulators:exec --only auth,functions`. Without the emulators the
 * app is not built and the spec reports itself skipped, with the reason.
 */
const PORT = 4190;

if (!WITH_EMULATORS) console.warn(`[skipped] emulator-mode e2e: ${NO_EMULATORS_REASON}`);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../../test-results/e2e-emulator',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A cold Functions emulator takes tens of seconds to start a function the first time.
  timeout: 180_000,
  expect: { timeout: 60_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: playwrightChromium,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'desktop' }],
  webServer: WITH_EMULATORS
    ? {
        command: `npx vite build --outDir dist-e2e-emulator && npx vite preview --outDir dist-e2e-emulator --port ${PORT} --strictPort --host 127.0.0.1`,
        cwd: '../..',
        env: EMULATOR_BUILD_ENV,
        url: `http://127.0.0.1:${PORT}/`,
        timeout: 300_000,
        reuseExistingServer: false,
        stdout: 'ignore',
      }
    : undefined,
});
