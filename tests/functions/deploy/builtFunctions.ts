/**
 * The functions as deployed: functions/lib, built by `npm run build:functions` (functions/
 * vite.config.ts). A test reads the built lib when it is at least as new as everything it is built
 * from; otherwise it builds its own copy with the same configuration, into a folder of its own
 * under node_modules/.cache, and leaves functions/lib (which running emulators may be serving)
 * alone.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { build } from 'vite';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
export const FUNCTIONS_DIR = path.join(REPO_ROOT, 'functions');
const FUNCTIONS_LIB = path.join(FUNCTIONS_DIR, 'lib');
const BUILT_FROM = [
  path.join(FUNCTIONS_DIR, 'src'),
  path.join(FUNCTIONS_DIR, 'assets'),
  path.join(FUNCTIONS_DIR, 'vite.config.ts'),
  path.join(REPO_ROOT, 'packages', 'scheme', 'src'),
];

export interface BuiltFunctions {
  libDir: string;
  /** Removes a copy the test built; functions/lib stays. */
  dispose(): void;
}

function newestChange(file: string): number {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(file).map((entry) => newestChange(path.join(file, entry))),
  );
}

function libIsCurrent(): boolean {
  const entry = statSync(path.join(FUNCTIONS_LIB, 'index.js'), { throwIfNoEntry: false });
  return entry !== undefined && entry.mtimeMs >= Math.max(...BUILT_FROM.map(newestChange));
}

/** functions/lib when it is current, else a fresh build of the same sources. */
export async function builtFunctions(): Promise<BuiltFunctions> {
  if (libIsCurrent()) {
    return { libDir: FUNCTIONS_LIB, dispose: () => {} };
  }
  const libDir = path.join(
    REPO_ROOT,
    'node_modules',
    '.cache',
    `met-functions-lib-${process.pid}-${Date.now()}`,
  );
  await build({
    configFile: path.join(FUNCTIONS_DIR, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir: libDir, emptyOutDir: true },
  });
  // Inside node_modules Node looks no further for a package.json: this one says the files are
  // ES modules, as functions/package.json says of functions/lib.
  mkdirSync(libDir, { recursive: true });
  writeFileSync(path.join(libDir, 'package.json'), '{ "type": "module" }\n');
  return {
    libDir,
    dispose: () => rmSync(libDir, { recursive: true, force: true }),
  };
}

/** The built JavaScript files (the entry and its chunks), by name. */
export function builtFiles(libDir: string): string[] {
  return readdirSync(libDir)
    .filter((file) => file.endsWith('.js'))
    .sort();
}

/**
 * Every module specifier a built file imports: static imports, re-exports and dynamic import()
 * with a string, as TypeScript's own pre-processor finds them (comments and strings ignored).
 */
export function importSpecifiers(source: string): string[] {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return [...new Set(importedFiles.map(({ fileName }) => fileName))].sort();
}

const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** What a file imports statically and what only by import(): a chunk it may never load. */
export function importsOf(source: string): { static: string[]; dynamic: string[] } {
  const dynamic = [...new Set([...source.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]!))];
  return {
    static: importSpecifiers(source).filter((specifier) => !dynamic.includes(specifier)),
    dynamic: dynamic.sort(),
  };
}

const BUILTINS = new Set(builtinModules);

/**
 * The npm package a specifier names ('@scope/name' or 'name'), or null for a file of the build
 * or one of Node's own modules.
 */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  if (specifier.startsWith('node:') || BUILTINS.has(specifier.split('/')[0] ?? '')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? null);
}

/** For each npm package the built files import, the files importing it. */
export function packagesImported(libDir: string): Map<string, string[]> {
  const importers = new Map<string, string[]>();
  for (const file of builtFiles(libDir)) {
    const source = readFileSync(path.join(libDir, file), 'utf8');
    for (const name of importSpecifiers(source).map(packageOf)) {
      if (name !== null) importers.set(name, [...(importers.get(name) ?? []), file]);
    }
  }
  return importers;
}
