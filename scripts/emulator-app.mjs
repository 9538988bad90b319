#!/usr/bin/env node
// The app in emulator mode at http://127.0.0.1:5174, for `npm run start:emulators`, which runs
// this beside the three emulators (scripts/emulators.mjs start). Waits for Auth and Functions,
// puts the demo world into the Auth and Firestore emulators, then serves the app with Vite.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { EMULATOR_APP_ENV, EMULATOR_CONFIG, FIRESTORE_HOST, PROJECT_ID } from './emulators.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const APP_PORT = 5174;
const hubHost = `${EMULATOR_CONFIG.hub.host}:${EMULATOR_CONFIG.hub.port}`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the hub lists Auth and Functions (the Functions emulator has loaded functions/lib). */
async function untilEmulatorsAnswer() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const running = await (await fetch(`http://${hubHost}/emulators`)).json();
      if (running.auth && running.functions) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error('the Auth and Functions emulators did not start within 180 s');
}

async function main() {
  await untilEmulatorsAnswer();
  const { module } = await runnerImport(`${ROOT}functions/src/seed/emulatorWorld.ts`, {
    configFile: false,
    root: `${ROOT}functions`,
    logLevel: 'error',
  });
  await module.resetEmulatorWorld({
    projectId: PROJECT_ID,
    authHost: EMULATOR_APP_ENV.VITE_AUTH_EMULATOR_HOST,
    firestoreHost: FIRESTORE_HOST,
  });
  console.log('Demo world seeded in the Auth and Firestore emulators.');
  const vite = spawn(
    'npx',
    ['vite', '--host', '127.0.0.1', '--port', String(APP_PORT), '--strictPort'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...EMULATOR_APP_ENV } },
  );
  const stopVite = () => vite.kill('SIGTERM');
  process.on('SIGINT', stopVite);
  process.on('SIGTERM', stopVite);
  vite.on('exit', (code) => process.exit(code ?? 0));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
