import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { playwrightChromium } from './chromium.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface BrowserSuite {
  /** The suite's folder and which files in it are tests. */
  testDir: string;
  testMatch: string;
  /** The fixed loopback port `vite preview` serves the build on. */
  port: number;
  /** The build folder, relative to the project root. */
  outDir: string;
  /** Extra arguments for `vite preview`, e.g. a config that adds response headers. */
  previewArgs?: string;
}

/**
 * A Playwright suite in Debian's Chromium against the app built in fake mode ('e2e'), at phone
 * (390x844) and desktop (1280x800) sizes. Playwright starts `vite preview` on the suite's port
 * and stops that process when done.
 */
export function browserSuite({ testDir, testMatch, port, outDir, previewArgs = '' }: BrowserSuite) {
  return defineConfig({
    testDir,
    testMatch,
    outputDir: `${ROOT}test-results/${port}`,
    fullyParallel: true,
    workers: 2,
    retries: 0,
    timeout: 30_000,
    expect: { timeout: 7_000 },
    reporter: [['list']],
    use: {
      baseURL: `http://127.0.0.1:${port}`,
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
      command: `npx vite build --outDir ${outDir} --mode e2e && npx vite preview ${previewArgs} --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`,
      cwd: ROOT,
      url: `http://127.0.0.1:${port}/`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
  });
}
