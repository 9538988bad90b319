import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const BUILD_TIMEOUT_MS = 120_000;

/**
 * A production build of the app, as `npm run build` makes it, into a new temporary folder
 * (returned; the caller removes it; removed here if the build fails). `env` adds to this
 * process's environment.
 */
export function buildApp(name: string, env: NodeJS.ProcessEnv): string {
  const outDir = mkdtempSync(join(tmpdir(), `met-${name}-build-`));
  const buildEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  // Inherited from vitest, these would make Vite build for tests rather than production.
  for (const key of Object.keys(buildEnv))
    if (key === 'NODE_ENV' || key.startsWith('VITEST')) delete buildEnv[key];
  try {
    runViteBuild(outDir, buildEnv);
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  return outDir;
}

function runViteBuild(outDir: string, buildEnv: NodeJS.ProcessEnv): void {
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
    {
      cwd: join(import.meta.dirname, '..', '..'),
      env: buildEnv,
      stdio: 'pipe',
      timeout: BUILD_TIMEOUT_MS,
    },
  );
}
