import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { EMULATOR_CONFIG, listening } from '../scripts/emulators.mjs';
import { REPO_ROOT, SIGNED_IN_RESULTS } from './builds.mjs';

/** Runs a command to its end, output shown; rejects on a non-zero exit. */
function run(command, args, what, track) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: process.env });
    track?.(child);
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${what} exited with ${code ?? signal}`)),
    );
  });
}

let emulators = null;

/** Stops the emulators' runner if this run started it and it still runs (by its process id). */
export function stopEmulatorStep() {
  if (emulators && emulators.exitCode === null && emulators.signalCode === null) {
    emulators.kill('SIGTERM');
  }
}

/**
 * The signed-in rows: builds the functions, then runs bench/signedIn.mjs inside the Auth,
 * Functions and Firestore emulators (scripts/emulators.mjs exec, which starts and stops them).
 * Refuses, with the reason, when an emulator's port is already taken (someone else's emulators:
 * they are not ours to stop).
 * @returns {Promise<{ok: true, results: object} | {ok: false, reason: string}>}
 */
export async function measureSignedIn() {
  for (const name of ['firestore', 'auth', 'functions', 'hub']) {
    if (await listening(EMULATOR_CONFIG[name])) {
      const { host, port } = EMULATOR_CONFIG[name];
      return {
        ok: false,
        reason: `something already listens on ${host}:${port} (the ${name} emulator's port): stop it, then run the bench again`,
      };
    }
  }
  rmSync(SIGNED_IN_RESULTS, { force: true });
  try {
    await run('npm', ['run', '--silent', 'build:functions'], 'npm run build:functions');
    await run(
      process.execPath,
      [path.join('scripts', 'emulators.mjs'), 'exec', 'node bench/signedIn.mjs'],
      'the signed-in step',
      (child) => (emulators = child),
    );
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    stopEmulatorStep();
  }
  if (!existsSync(SIGNED_IN_RESULTS)) {
    return { ok: false, reason: 'bench/signedIn.mjs wrote no results' };
  }
  return { ok: true, results: JSON.parse(readFileSync(SIGNED_IN_RESULTS, 'utf8')) };
}
