#!/usr/bin/env node
/**
 * `npm run lock:functions`: writes functions/package-lock.json, the lockfile Cloud Build installs
 * the deployed functions from. A deploy uploads functions/ as a source folder of its own, without
 * the workspace root, so the root package-lock.json never reaches Cloud Build; without a lockfile
 * of its own every deploy would resolve the functions' transitive dependencies afresh.
 *
 * The new lockfile pins what the root lockfile already resolves for the functions: the part of the
 * root lock the functions' dependencies reach, re-rooted at functions/, is handed to
 * `npm install --package-lock-only` in a temporary copy of functions/package.json outside the
 * workspace. npm keeps every locked version that still fits and resolves only what does not;
 * the script then says which versions, if any, differ from the root lock (none, normally).
 * Run it after any change to functions/package.json (a unit test fails until it is run).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FUNCTIONS = 'functions';
const LOCK_FLAGS = ['dev', 'optional', 'devOptional', 'peer'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The folder a lockfile location's package lives in: 'a/node_modules/b' is in 'a'. */
function parentOf(location) {
  const at = location.lastIndexOf('/node_modules/');
  return at === -1 ? '' : location.slice(0, at);
}

/** Where npm finds `name` for the package at `from`: its own node_modules, then each parent's. */
export function resolveIn(packages, from, name) {
  for (let base = from; ; base = parentOf(base)) {
    const candidate = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (base === '') return null;
  }
}

/** Every root-lock location the functions' dependencies reach, with the entries found there. */
export function reachableFromFunctions(rootLock, functionsPackage) {
  const packages = rootLock.packages;
  const reached = new Map();
  const wanted = [
    ...Object.keys(functionsPackage.dependencies ?? {}),
    ...Object.keys(functionsPackage.devDependencies ?? {}),
  ].map((name) => ({ from: FUNCTIONS, name, optional: false }));
  while (wanted.length > 0) {
    const { from, name, optional } = wanted.pop();
    const location = resolveIn(packages, from, name);
    if (location === null) {
      if (optional) continue;
      throw new Error(`the root lock has no ${name} for ${from || 'the root'}: run npm install`);
    }
    if (reached.has(location)) continue;
    const entry = packages[location];
    reached.set(location, entry);
    const peerMeta = entry.peerDependenciesMeta ?? {};
    for (const dependency of Object.keys(entry.dependencies ?? {})) {
      wanted.push({ from: location, name: dependency, optional: false });
    }
    for (const dependency of Object.keys(entry.optionalDependencies ?? {})) {
      wanted.push({ from: location, name: dependency, optional: true });
    }
    // An optional peer is used only when something else installs it: npm leaves it out here.
    for (const dependency of Object.keys(entry.peerDependencies ?? {})) {
      if (peerMeta[dependency]?.optional !== true) {
        wanted.push({ from: location, name: dependency, optional: false });
      }
    }
  }
  return reached;
}

/**
 * The lockfile functions/ would have on its own, seeded from the root lock: locations under
 * functions/ move to the top, the dev/optional flags are left for npm to work out again.
 */
export function seedLock(rootLock, functionsPackage) {
  const packages = {
    '': {
      name: functionsPackage.name,
      version: functionsPackage.version,
      ...(functionsPackage.dependencies ? { dependencies: functionsPackage.dependencies } : {}),
      ...(functionsPackage.devDependencies
        ? { devDependencies: functionsPackage.devDependencies }
        : {}),
      ...(functionsPackage.engines ? { engines: functionsPackage.engines } : {}),
    },
  };
  for (const [location, entry] of reachableFromFunctions(rootLock, functionsPackage)) {
    const moved = location.startsWith(`${FUNCTIONS}/`)
      ? location.slice(FUNCTIONS.length + 1)
      : location;
    if (packages[moved]) throw new Error(`two versions of ${moved} would share one place`);
    packages[moved] = Object.fromEntries(
      Object.entries(entry).filter(([key]) => !LOCK_FLAGS.includes(key)),
    );
  }
  return {
    name: functionsPackage.name,
    version: functionsPackage.version,
    lockfileVersion: rootLock.lockfileVersion,
    requires: true,
    packages,
  };
}

/** `name@version` of every package whose version differs between two lockfiles' locations. */
export function versionDifferences(seed, written) {
  const differences = [];
  const locations = new Set([...Object.keys(seed.packages), ...Object.keys(written.packages)]);
  for (const location of [...locations].filter(Boolean).sort()) {
    const before = seed.packages[location]?.version ?? 'absent';
    const after = written.packages[location]?.version ?? 'absent';
    if (before !== after) differences.push(`${location}: root lock ${before}, written ${after}`);
  }
  return differences;
}

function main() {
  const functionsPackage = readJson(path.join(ROOT, FUNCTIONS, 'package.json'));
  const seed = seedLock(readJson(path.join(ROOT, 'package-lock.json')), functionsPackage);
  // Outside the workspace, or npm would treat the copy as part of it and lock the whole root.
  const dir = mkdtempSync(path.join(tmpdir(), 'met-functions-lock-'));
  try {
    writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(functionsPackage, null, 2)}\n`);
    writeFileSync(path.join(dir, 'package-lock.json'), `${JSON.stringify(seed, null, 2)}\n`);
    execFileSync(
      'npm',
      ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
      { cwd: dir, stdio: 'inherit' },
    );
    const written = readFileSync(path.join(dir, 'package-lock.json'), 'utf8');
    writeFileSync(path.join(ROOT, FUNCTIONS, 'package-lock.json'), written);
    const differences = versionDifferences(seed, JSON.parse(written));
    console.log(
      `Wrote functions/package-lock.json: ${Object.keys(seed.packages).length - 1} packages, ` +
        (differences.length === 0
          ? 'each at the version the root package-lock.json resolves.'
          : `${differences.length} not as the root lock has them:\n  ${differences.join('\n  ')}`),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
