import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  builtFunctions,
  FUNCTIONS_DIR,
  importSpecifiers,
  packageOf,
  packagesImported,
  type BuiltFunctions,
} from './builtFunctions';

const BUILD_TIMEOUT_MS = 120_000;

interface FunctionsPackage {
  dependencies: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const functionsPackage = JSON.parse(
  readFileSync(path.join(FUNCTIONS_DIR, 'package.json'), 'utf8'),
) as FunctionsPackage;

describe('reading what built code imports', () => {
  it('finds static imports, re-exports and dynamic imports, and names their packages', () => {
    const source = [
      'import * as yup from "yup";',
      "import { JWT } from 'google-auth-library';",
      'export { PKPass } from "passkit-generator";',
      'import "./side-effect.js";',
      'const webAuthn = () => import("@simplewebauthn/server/helpers");',
      'import { connect } from "node:http2";',
      'import { isIP } from "net";',
      '// import("commented-out")',
    ].join('\n');

    const packages = importSpecifiers(source).map(packageOf);

    expect(packages.filter((name) => name !== null).sort()).toEqual([
      '@simplewebauthn/server',
      'google-auth-library',
      'passkit-generator',
      'yup',
    ]);
  });
});

/**
 * Cloud Functions installs functions/ from its package.json alone (the deploy uploads the folder
 * without the workspace root): a package the built code imports but package.json does not list
 * under dependencies is missing in production, or present only by another package's luck.
 */
describe('the built functions import only what functions/package.json depends on', () => {
  let built: BuiltFunctions;
  let imported: Map<string, string[]>;

  beforeAll(async () => {
    built = await builtFunctions();
    imported = packagesImported(built.libDir);
  }, BUILD_TIMEOUT_MS);
  afterAll(() => built?.dispose());

  it('imports some packages (the build was read)', () => {
    expect([...imported.keys()]).toEqual(
      expect.arrayContaining(['firebase-functions', 'firebase-admin']),
    );
  });

  it('lists every package an entry or chunk imports, statically or dynamically, in dependencies', () => {
    const undeclared = [...imported]
      .filter(([name]) => !Object.hasOwn(functionsPackage.dependencies, name))
      .map(([name, files]) => `${name} (imported by ${files.join(', ')})`);

    expect(undeclared).toEqual([]);
  });

  it('keeps nothing it imports among the devDependencies, which a production install skips', () => {
    const devOnly = Object.keys(functionsPackage.devDependencies ?? {}).filter((name) =>
      imported.has(name),
    );

    expect(devOnly).toEqual([]);
  });

  it(
    'has each of them installed as a production dependency (npm ls --omit=dev in functions/)',
    async () => {
      const { stdout } = await promisify(execFile)('npm', ['ls', '--omit=dev', '--json'], {
        cwd: FUNCTIONS_DIR,
      }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '{}' }));
      const tree = JSON.parse(stdout) as {
        name?: string;
        dependencies?: Record<string, { dependencies?: Record<string, unknown> }>;
      };
      // In the workspace npm answers from the root, with functions/ as one of its packages.
      const functionsTree = tree.dependencies?.['met-rewards-functions'] ?? tree;
      const listed = Object.keys(functionsTree.dependencies ?? {});

      expect(listed).toEqual(expect.arrayContaining([...imported.keys()]));
    },
    BUILD_TIMEOUT_MS,
  );
});
