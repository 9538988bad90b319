// Emulator mode is the deployed shape: the Firebase Hosting emulator serves the production build
// under firebase.json's own headers, rewrites and caching. This module is the one place that says
// how emulator mode's configuration differs from production's, and why each difference is forced.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The build the Hosting emulator serves: the Firebase app built for the emulators. */
export const EMULATOR_BUILD_DIR = 'dist-emulator';

/** The configuration firebase-tools reads in emulator mode, written from firebase.json. */
export const EMULATOR_FIREBASE_JSON = 'firebase.emulators.json';

/**
 * The origins the emulated app's code calls besides its own: Auth, Functions and Firestore
 * emulators, each on its loopback port. In production those are Google's hosts, which the
 * Content-Security-Policy already names; the emulators cannot be moved there.
 */
export function emulatorOrigins(emulators) {
  return ['auth', 'functions', 'firestore'].map(
    (name) => `http://${emulators[name].host}:${emulators[name].port}`,
  );
}

/** A policy with `sources` appended to its connect-src directive, every other directive as is. */
export function withConnectSources(policy, sources) {
  let found = false;
  const directives = policy.split(';').map((directive) => {
    const trimmed = directive.trim();
    if (trimmed.split(/\s+/)[0] !== 'connect-src') return trimmed;
    found = true;
    return [trimmed, ...sources].join(' ');
  });
  if (!found) throw new Error('the Content-Security-Policy has no connect-src to extend');
  return directives.join('; ');
}

/**
 * firebase.json as the emulators must read it. Two differences, no more:
 * - `hosting.public` is the emulator build's folder, so a production build in dist/ is never
 *   overwritten by `npm run start:emulators` (where the files come from, not how they are served);
 * - the Content-Security-Policy's connect-src also names the emulators' loopback origins.
 */
export function emulatorFirebaseConfig(production) {
  const config = structuredClone(production);
  const origins = emulatorOrigins(config.emulators);
  config.hosting.public = EMULATOR_BUILD_DIR;
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') {
        header.value = withConnectSources(header.value, origins);
      }
    }
  }
  return config;
}

/** Writes firebase.emulators.json beside firebase.json (git-ignored) and returns its file name. */
export function writeEmulatorFirebaseConfig() {
  const production = JSON.parse(readFileSync(`${ROOT}firebase.json`, 'utf8'));
  writeFileSync(
    `${ROOT}${EMULATOR_FIREBASE_JSON}`,
    `${JSON.stringify(emulatorFirebaseConfig(production), null, 2)}\n`,
  );
  return EMULATOR_FIREBASE_JSON;
}

/** Where the Hosting emulator serves the app: firebase.json's emulators.hosting. */
export function hostingOrigin(emulators) {
  return `http://${emulators.hosting.host}:${emulators.hosting.port}`;
}
