import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  resolveIn,
  seedLock,
  versionDifferences,
  type Lockfile,
  type LockfileEntry,
  type PackageManifest,
} from '../../../scripts/lock-functions.mjs';
import { FUNCTIONS_DIR, REPO_ROOT } from './builtFunctions';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const functionsPackage = readJson<PackageManifest>(path.join(FUNCTIONS_DIR, 'package.json'));
const functionsLock = readJson<Lockfile>(path.join(FUNCTIONS_DIR, 'package-lock.json'));
const rootLock = readJson<Lockfile>(path.join(REPO_ROOT, 'package-lock.json'));

const directDependencies = Object.keys({
  ...functionsPackage.dependencies,
  ...functionsPackage.devDependencies,
});

/**
 * Cloud Build installs the deployed functions from functions/package.json and this lockfile
 * (npm ci refuses a lockfile that disagrees with package.json, and the deploy fails). A changed
 * dependency needs `npm run lock:functions` before it ships.
 */
describe('functions/package-lock.json (the deploy installs from it)', () => {
  it('locks exactly the dependencies functions/package.json declares', () => {
    const root = functionsLock.packages[''];

    expect({ name: functionsLock.name, version: functionsLock.version }).toEqual({
      name: functionsPackage.name,
      version: functionsPackage.version,
    });
    expect(root?.dependencies ?? {}).toEqual(functionsPackage.dependencies ?? {});
    expect(root?.devDependencies ?? {}).toEqual(functionsPackage.devDependencies ?? {});
  });

  it.each(directDependencies)(
    'pins %s at the version the root lockfile resolves for the functions',
    (name) => {
      const inRoot = resolveIn(rootLock.packages, 'functions', name);
      const rootVersion = inRoot === null ? undefined : rootLock.packages[inRoot]?.version;

      expect(functionsLock.packages[`node_modules/${name}`]?.version).toBe(rootVersion);
    },
  );

  it("is uploaded with the functions: no glob of firebase.json's functions.ignore takes it", () => {
    const firebase = readJson<{ functions: { source: string; ignore?: string[] }[] }>(
      path.join(REPO_ROOT, 'firebase.json'),
    );
    const functions = firebase.functions.find(({ source }) => source === 'functions');
    const ignores = (glob: string, file: string) => {
      const pattern = glob
        .split('**')
        .map((part) =>
          part
            .split('*')
            .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
            .join('[^/]*'),
        )
        .join('.*');
      return new RegExp(`^${pattern}$`).test(file);
    };

    expect(functions?.ignore).toEqual(expect.arrayContaining(['node_modules']));
    expect(functions?.ignore?.filter((glob) => ignores(glob, 'package-lock.json'))).toEqual([]);
    expect(
      ['*.json', '*-lock.json', '**'].filter((glob) => ignores(glob, 'package-lock.json')),
    ).toHaveLength(3);
  });

  it('pins every package below them as the root lockfile does (what npm run lock:functions writes)', () => {
    const seed = seedLock(rootLock, functionsPackage);

    expect(versionDifferences(seed, functionsLock)).toEqual([]);
  });
});

describe('npm run lock:functions seeds the lockfile from the root one', () => {
  const rootLockOf = (packages: Record<string, LockfileEntry>): Lockfile => ({
    name: 'root',
    version: '1.0.0',
    lockfileVersion: 3,
    packages: { '': {}, ...packages },
  });

  it('moves what npm put under functions/ to the top and keeps what the functions reach', () => {
    const lock = rootLockOf({
      'node_modules/shared': { version: '1.0.0' },
      'node_modules/auth': { version: '9.0.0', dependencies: { shared: '^1' } },
      'functions/node_modules/auth': { version: '11.0.0' },
      'node_modules/app-only': { version: '3.0.0' },
    });

    const seed = seedLock(lock, {
      name: 'fns',
      version: '0.1.0',
      dependencies: { auth: '11.0.0' },
    });

    expect(Object.keys(seed.packages).sort()).toEqual(['', 'node_modules/auth']);
    expect(seed.packages['node_modules/auth']).toEqual({ version: '11.0.0' });
  });

  it('follows dependencies and required peers, not optional peers, and drops the dev flags', () => {
    const lock = rootLockOf({
      'node_modules/lib': {
        version: '2.0.0',
        dev: true,
        dependencies: { inner: '^1' },
        peerDependencies: { peer: '*', maybe: '*' },
        peerDependenciesMeta: { maybe: { optional: true } },
      },
      'node_modules/lib/node_modules/inner': { version: '1.2.0' },
      'node_modules/inner': { version: '0.9.0' },
      'node_modules/peer': { version: '4.0.0' },
      'node_modules/maybe': { version: '5.0.0' },
    });

    const seed = seedLock(lock, { name: 'fns', version: '0.1.0', dependencies: { lib: '2.0.0' } });

    expect(Object.keys(seed.packages).sort()).toEqual([
      '',
      'node_modules/lib',
      'node_modules/lib/node_modules/inner',
      'node_modules/peer',
    ]);
    expect(seed.packages['node_modules/lib']).not.toHaveProperty('dev');
  });
});
