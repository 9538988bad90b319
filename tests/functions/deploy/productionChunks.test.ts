import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  builtFiles,
  builtFunctions,
  importsOf,
  packageOf,
  type BuiltFunctions,
} from './builtFunctions';

const BUILD_TIMEOUT_MS = 120_000;
/** Libraries only wallet passes, passkeys and the emulators' sample certificates need. */
const HEAVY_PACKAGES = [
  'passkit-generator',
  'node-forge',
  '@simplewebauthn/server',
  'jose',
  'google-auth-library',
];
/** The throwaway CA's name (adapters/sample/throwawayPassCertificates.ts): sample code's mark. */
const SAMPLE_CERTIFICATE_MARK = 'Throwaway Wallet Test CA';

/**
 * What Cloud Functions loads, chunk by chunk: the entry when an instance starts, then a chunk on
 * the first call that imports it. The wallet and passkey libraries and the emulators' sample
 * certificates belong to chunks only their own paths import, so a member's first call (and the
 * instance's start) goes without them.
 */
describe('the chunks the deployed functions load', () => {
  let built: BuiltFunctions;
  const sources = new Map<string, string>();
  const imports = (file: string) => importsOf(sources.get(file) ?? '');
  /** A file and every file of the build it imports statically, transitively. */
  const loadedWith = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const specifier of imports(file).static) {
      if (specifier.startsWith('./')) loadedWith(specifier.slice(2), seen);
    }
    return seen;
  };
  /** The entry, and what the first call's import of a chunk loads with it. */
  const firstCallFiles = () =>
    new Set(
      [...loadedWith('index.js')].concat(
        imports('index.js').dynamic.flatMap((chunk) => [...loadedWith(chunk.slice(2))]),
      ),
    );
  const staticPackages = (files: Iterable<string>) =>
    [...files].flatMap((file) => imports(file).static.map(packageOf)).filter(Boolean);

  beforeAll(async () => {
    built = await builtFunctions();
    for (const file of builtFiles(built.libDir)) {
      sources.set(file, readFileSync(path.join(built.libDir, file), 'utf8'));
    }
  }, BUILD_TIMEOUT_MS);
  afterAll(() => built?.dispose());

  it('starts an instance and serves a first call without a wallet, passkey or sample library', () => {
    const firstCall = firstCallFiles();

    expect(firstCall.size).toBeGreaterThan(1);
    expect(staticPackages(firstCall).filter((name) => HEAVY_PACKAGES.includes(name!))).toEqual([]);
  });

  it('still imports each of those libraries somewhere, on the path that uses it', () => {
    const everywhere = [...sources.keys()].flatMap((file) => [
      ...imports(file).static.map(packageOf),
      ...imports(file).dynamic.map(packageOf),
    ]);

    expect(HEAVY_PACKAGES.filter((name) => !everywhere.includes(name))).toEqual([]);
  });

  it('keeps the sample certificates in a chunk of their own that only a dynamic import reaches', () => {
    const holders = [...sources].filter(([, text]) => text.includes(SAMPLE_CERTIFICATE_MARK));
    const [holder] = holders.map(([file]) => file);
    const loadedStatically = [...sources.keys()]
      .filter((file) => file !== holder)
      .filter((file) => holder !== undefined && loadedWith(file).has(holder));

    expect(holders).toHaveLength(1);
    expect(firstCallFiles().has(holder!)).toBe(false);
    expect(loadedStatically).toEqual([]);
  });
});
