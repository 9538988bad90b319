import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { playwrightChromium } from './chromium.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface BrowserSuite {
  /** The suite's folder and which files in it are tests. */
  testDir: string;
  testMatch: string | string[];
  /** The fixed loopback port `vite preview` serves the build on. */
  port: number;
  /** The build folder, relative to the project root. */
  outDir: string;
  /**
   * The emulator-mode run: the Firebase build in `outDir`, already served at `servedAt` by the
   * Hosting emulator under firebase.json (npm run test:emulators built it and started the
   * emulators), so no `vite preview` is started; the emulators' one shared world allows one test
   * at a time. Without it, the suite builds the fake-mode app and serves it with `vite preview`.
   */
  emulators?: { servedAt: string };
  /** Extra arguments for `vite preview`, e.g. a config that adds response headers. */
  previewArgs?: string;
  /** Modules run once before and after the tests (Playwright's globalSetup and globalTeardown). */
  globalSetup?: string;
  globalTeardown?: string;
  /**
   * The tests that also run at desktop size, when not all of them (every test runs at phone
   * size, the app's first target): those whose file path or title, tags included, matches one.
   */
  desktopGrep?: RegExp[];
  /** The tests that run at phone size only, by file path or title, tags included. */
  desktopGrepInvert?: RegExp[];
}

/**
 * A Playwright suite in Debian's Chromium against the built app, at phone (390x844) and desktop
 * (1280x800) sizes. Playwright starts `vite preview` on the suite's port and stops that process
 * when done. The build folder is E2E_BUILD_DIR for tests that change the served files.
 */
export function browserSuite({
  testDir,
  testMatch,
  port,
  outDir,
  emulators,
  previewArgs = '',
  globalSetup,
  globalTeardown,
  desktopGrep,
  desktopGrepInvert,
}: BrowserSuite) {
  process.env.E2E_BUILD_DIR = outDir;
  if (emulators) process.env.E2E_BACKEND = 'emulators';
  return defineConfig({
    testDir,
    testMatch,
    globalSetup,
    globalTeardown,
    outputDir: `${ROOT}test-results/${port}`,
    fullyParallel: !emulators,
    workers: emulators ? 1 : 2,
    // A journey that fails is run once more and, if it then passes, reported as flaky (never as
    // passed), in both modes: on the emulators card.e2e's sign-out timed out once in CI, on a page
    // that never showed Settings; in fake mode passkeys.e2e's "added" toast was not seen once in
    // CI at desktop size (27 Nov), and in none of 56 runs here, 24 of them beside two busy cores.
    // A failure prints the page it left the member on (tests/e2e/support/test.ts), so the next
    // one says what the member saw.
    retries: 1,
    // The emulators answer in tens of milliseconds once warm, but a function's first call in a
    // worker process of the Functions emulator takes a few seconds.
    timeout: emulators ? 90_000 : 30_000,
    expect: { timeout: emulators ? 30_000 : 7_000 },
    reporter: [['list']],
    use: {
      baseURL: emulators?.servedAt ?? `http://127.0.0.1:${port}`,
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
        ...(desktopGrep && { grep: desktopGrep }),
        ...(desktopGrepInvert && { grepInvert: desktopGrepInvert }),
        use: { viewport: { width: 1280, height: 800 }, launchOptions: playwrightChromium },
      },
    ],
    webServer: emulators
      ? undefined
      : {
          command: `npx vite build --outDir ${outDir} --mode e2e && npx vite preview ${previewArgs} --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`,
          cwd: ROOT,
          // A build is the Firebase app unless the fake world is asked for by name (vite.config.ts).
          env: { VITE_BACKEND: 'fake' },
          url: `http://127.0.0.1:${port}/`,
          timeout: 300_000,
          reuseExistingServer: false,
          stdout: 'ignore',
        },
  });
}
