import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../functions/src/seed/demoMembers';
import { FAKE_WORLD_STORAGE_KEY } from '../../src/adapters/fake/world/storedWorld';

/** Strings only the fake world's code contains. */
const FAKE_MARKERS = [FAKE_WORLD_STORAGE_KEY, DEMO_PASSWORD, '__metFakeWorld'];
const BUILD_TIMEOUT_MS = 120_000;
const outDirs: string[] = [];

/** A production build of the app with VITE_BACKEND set, as `npm run build` makes it. */
function buildApp(backend: 'fake' | 'firebase'): string {
  const outDir = mkdtempSync(join(tmpdir(), `met-${backend}-build-`));
  outDirs.push(outDir);
  const env: NodeJS.ProcessEnv = { ...process.env, VITE_BACKEND: backend };
  // Inherited from vitest, these would make Vite build for tests rather than production.
  for (const name of Object.keys(env))
    if (name === 'NODE_ENV' || name.startsWith('VITEST')) delete env[name];
  execFileSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { cwd: process.cwd(), env, stdio: 'pipe', timeout: BUILD_TIMEOUT_MS },
  );
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
      const javaScript = shippedJavaScript(buildApp('firebase'));

      for (const marker of FAKE_MARKERS) expect(javaScript, marker).not.toContain(marker);
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'a fake build does ship it, so the markers above would catch a leak',
    () => {
      const javaScript = shippedJavaScript(buildApp('fake'));

      for (const marker of FAKE_MARKERS) expect(javaScript, marker).toContain(marker);
    },
    BUILD_TIMEOUT_MS,
  );
});
