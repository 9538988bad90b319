// Types of scripts/lock-functions.mjs for the TypeScript tests that import it.

export interface LockfileEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
}

export interface Lockfile {
  name: string;
  version: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockfileEntry>;
}

export interface PackageManifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  engines?: Record<string, string>;
}

export declare function resolveIn(
  packages: Record<string, LockfileEntry>,
  from: string,
  name: string,
): string | null;
export declare function reachableFromFunctions(
  rootLock: Lockfile,
  functionsPackage: PackageManifest,
): Map<string, LockfileEntry>;
export declare function seedLock(rootLock: Lockfile, functionsPackage: PackageManifest): Lockfile;
export declare function versionDifferences(seed: Lockfile, written: Lockfile): string[];
