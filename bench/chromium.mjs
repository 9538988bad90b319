import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { CHROMIUM_ARGS, CHROMIUM_PATH, playwrightChromium } from '../tests/support/chromium.mjs';

export { CHROMIUM_PATH };

/** Lighthouse launches Chromium itself: the shared flags, headless. */
export const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** Installs Debian's chromium when it is missing, as .ci/run does; Playwright never downloads one. */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log(`${CHROMIUM_PATH} is missing: installing Debian's chromium (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get installed no ${CHROMIUM_PATH}`);
}

/** 'Chromium 140.0.7339.185 built on Debian ...' reduced to its version number. */
export function chromiumVersion() {
  // Debian's wrapper script prints shell noise on stderr; only the version line matters.
  const text = execFileSync(CHROMIUM_PATH, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return /(\d+(?:\.\d+)+)/.exec(text)?.[1] ?? text.trim();
}

/** Playwright's launch options for Debian's chromium (its own browser is never downloaded). */
export function playwrightLaunchOptions() {
  return playwrightChromium;
}
