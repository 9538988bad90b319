import { defineConfig, devices } from '@playwright/test';
import { playwrightChromium } from '../../support/chromium.mjs';

/**
 * The browser half of `npm run test:hostile`, in Debian's Chromium against the built app in fake
 * mode. Playwright starts `vite preview` on a fixed loopback port and stops that process when done.
 * The preview (preview.config.ts) sends the hosting headers of firebase.json, so every hostile
 * browser test runs under production's Content-Security-Policy.
 * HOSTILE_PORT picks another port (and build folder), so two runs in one checkout do not collide.
 */
const PORT = Number(process.env.HOSTILE_PORT ?? 4181);
const OUT_DIR = `dist-hostile-${PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.hostile.ts',
  outputDir: `../../../test-results/${PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: playwrightChromium,
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: playwrightChromium,
      },
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 }, launchOptions: playwrightChromium },
    },
  ],
  webServer: {
    command: `npx vite build --outDir ${OUT_DIR} --mode e2e && npx vite preview -c tests/hostile/browser/preview.config.ts --outDir ${OUT_DIR} --port ${PORT} --strictPort --host 127.0.0.1`,
    cwd: '../../..',
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
