import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../functions/src/seed/demoMembers';
import { FAKE_WORLD_STORAGE_KEY } from '../../../src/adapters/fake/world/storedWorld';
import { deployProblems } from '../../../scripts/check-deployable.mjs';
import { BUILD_TIMEOUT_MS, buildApp } from '../../support/buildApp';
import { tallied, tallyEach } from '../tally';

/**
 * DECISIONS.md "Security and abuse limits: the deployed build and its CSP": `npm run build` as
 * someone deploying runs it, with the project's Firebase settings and nothing else: no
 * VITE_BACKEND. It must make the Firebase app, never the fake world with its demo password and demo
 * members' dates of birth; without the settings it must stop rather than fall back to the fake
 * world. That a fake build does hold these strings, so the scan can fail, is
 * tests/adapters/firebaseBuildHasNoFake.test.ts's control.
 */

const SUBJECT = '13. the fake world in a production build';

/**
 * The project's web settings only. An empty VITE_BACKEND is unset, and overrides one this shell
 * or an .env file may have (Vite prefers the environment to the files).
 */
const FIREBASE_SETTINGS = {
  VITE_BACKEND: '',
  VITE_FIREBASE_API_KEY: 'AIzaSyDummyPublicWebKeyForHostileTests2',
  VITE_FIREBASE_AUTH_DOMAIN: 'met-hostile.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'met-hostile',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000000001',
};

const FAKE_WORLD_SECRETS = [
  { name: 'the demo password', text: DEMO_PASSWORD },
  { name: "the fake world's storage key", text: FAKE_WORLD_STORAGE_KEY },
  { name: "the fake world's test handle", text: '__metFakeWorld' },
  ...DEMO_ACCOUNTS.map((account) => ({
    name: `${account.email}'s date of birth`,
    text: account.member.dob,
  })),
];

function filesOf(folder: string): [string, string][] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|html|css|json|webmanifest)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((path) => [relative(folder, path), readFileSync(path, 'utf8')]);
}

describe('a production build without VITE_BACKEND (npm run build)', () => {
  let outDir = '';
  let files: [string, string][] = [];

  beforeAll(() => {
    outDir = buildApp('hostile-default', FIREBASE_SETTINGS);
    files = filesOf(outDir);
  }, BUILD_TIMEOUT_MS);

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('ships no demo password, no demo date of birth and no fake-world code', async () => {
    expect(files.length).toBeGreaterThan(5);

    await tallyEach('attacks', SUBJECT, FAKE_WORLD_SECRETS, ({ name, text }) => {
      const holding = files.filter(([, content]) => content.includes(text)).map(([path]) => path);
      expect(holding, name).toEqual([]);
    });
  });

  it('is the Firebase app, and the Hosting predeploy check lets it through', async () => {
    await tallied('attacks', SUBJECT, () => {
      const withApiKey = files.filter(([, content]) =>
        content.includes(FIREBASE_SETTINGS.VITE_FIREBASE_API_KEY),
      );
      expect(withApiKey.length, 'files with the configured apiKey').toBeGreaterThan(0);
      // No fake world, and firebase.json's CSP hash is this build's inline splash style.
      expect(deployProblems(outDir)).toEqual([]);
    });
  });

  it('without the Firebase settings, the build stops and names them instead of shipping the fake world', async () => {
    await tallied('attacks', SUBJECT, () => {
      let failure = '';
      let outDirMade = '';
      try {
        outDirMade = buildApp('hostile-unconfigured', {
          VITE_BACKEND: '',
          VITE_FIREBASE_API_KEY: '',
          VITE_FIREBASE_AUTH_DOMAIN: '',
          VITE_FIREBASE_PROJECT_ID: '',
          VITE_FIREBASE_APP_ID: '',
        });
      } catch (error) {
        failure = String((error as { stderr?: Buffer }).stderr ?? error);
      } finally {
        if (outDirMade) rmSync(outDirMade, { recursive: true, force: true });
      }

      expect(failure).toMatch(/missing VITE_FIREBASE_API_KEY/);
      expect(failure).toMatch(/VITE_BACKEND=fake/);
    });
  });
});
