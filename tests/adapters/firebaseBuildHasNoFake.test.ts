import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../functions/src/seed/demoMembers';
import { FAKE_WORLD_STORAGE_KEY } from '../../src/adapters/fake/world/storedWorld';
import { BUILD_TIMEOUT_MS, buildApp } from '../support/buildApp';

/** Strings only the fake world's code contains. */
const FAKE_MARKERS = [FAKE_WORLD_STORAGE_KEY, DEMO_PASSWORD, '__metFakeWorld'];
const outDirs: string[] = [];

/** A Firebase build needs its web settings (vite.config.ts stops without them); any will do. */
const FIREBASE_SETTINGS = {
  VITE_FIREBASE_API_KEY: 'demo-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-metrewards.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-metrewards',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
};

/** A production build of the app with VITE_BACKEND set, as `npm run build` makes it. */
function buildWith(backend: 'fake' | 'firebase'): string {
  const outDir = buildApp(backend, { VITE_BACKEND: backend, ...FIREBASE_SETTINGS });
  outDirs.push(outDir);
  return outDir;
}

function shippedJavaScript(outDir: string): string {
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
}

describe('the production bundles', () => {
  afterAll(() => {
    for (const outDir of outDirs) rmSync(outDir, { recursive: true, force: true });
  });

  it(
    'a Firebase build ships no fake-world code',
    () => {
      const javaScript = shippedJavaScript(buildWith('firebase'));

      for (const marker of FAKE_MARKERS) expect(javaScript, marker).not.toContain(marker);
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'a fake build does ship it, so the markers above would catch a leak',
    () => {
      const javaScript = shippedJavaScript(buildWith('fake'));

      for (const marker of FAKE_MARKERS) expect(javaScript, marker).toContain(marker);
    },
    BUILD_TIMEOUT_MS,
  );
});
