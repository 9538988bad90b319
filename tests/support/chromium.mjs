// Debian's Chromium as every browser run here launches it: Playwright's suites and the bench.
// One source for the flags these machines need (../shared/MACHINE-NOTES.md); Playwright never
// downloads a browser of its own.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox (root in a container), no GPU, and no network of Chromium's own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Playwright's launchOptions (Playwright adds its own headless switch). */
export const playwrightChromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
