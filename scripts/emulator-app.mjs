#!/usr/bin/env node
// The app as deployed, on this machine.
//
//   node scripts/emulator-app.mjs build   builds the Firebase app for the emulators into
//       dist-emulator/ (the folder firebase.emulators.json's Hosting serves)
//   node scripts/emulator-app.mjs serve   run beside the emulators (scripts/emulators.mjs start
//       --only auth,functions,hosting): waits for them, puts the demo world into the Auth and
//       Firestore emulators, prints where the app is and the demo accounts, and stays until stopped
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { EMULATOR_APP_ENV, EMULATOR_CONFIG, FIRESTORE_HOST, PROJECT_ID } from './emulators.mjs';
import { EMULATOR_BUILD_DIR, hostingOrigin } from './emulatorHosting.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const hubHost = `${EMULATOR_CONFIG.hub.host}:${EMULATOR_CONFIG.hub.port}`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The production build, with the emulators' hosts compiled in (VITE_USE_EMULATORS). */
export function buildEmulatorApp() {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', EMULATOR_BUILD_DIR], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...EMULATOR_APP_ENV },
  });
  if (result.status !== 0) throw new Error(`the emulator build failed (${result.status})`);
}

/** Waits until the hub lists Auth, Functions and Hosting (Functions has loaded functions/lib). */
async function untilEmulatorsAnswer() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const running = await (await fetch(`http://${hubHost}/emulators`)).json();
      if (running.auth && running.functions && running.hosting) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error('the Auth, Functions and Hosting emulators did not start within 180 s');
}

async function serve() {
  await untilEmulatorsAnswer();
  const seed = { configFile: false, root: `${ROOT}functions`, logLevel: 'error' };
  const { module: world } = await runnerImport(`${ROOT}functions/src/seed/emulatorWorld.ts`, seed);
  await world.resetEmulatorWorld({
    projectId: PROJECT_ID,
    authHost: EMULATOR_APP_ENV.VITE_AUTH_EMULATOR_HOST,
    firestoreHost: FIRESTORE_HOST,
  });
  const { module: banner } = await runnerImport(
    `${ROOT}functions/src/seed/demoAccountsBanner.ts`,
    seed,
  );
  console.log(
    [
      '',
      `  The app as deployed: ${hostingOrigin(EMULATOR_CONFIG)}`,
      "  (the Hosting emulator, firebase.json's headers and rewrites; passkeys on http://localhost:5174)",
      banner.demoAccountsBanner(
        'Emulator mode (Auth, Functions, Firestore and Hosting emulators)',
        "  Emails (verification, reset) are in the Firestore emulator's mail collection.",
      ),
    ].join('\n'),
  );
  // Stays up beside the emulators (a timer keeps Node's loop alive): scripts/emulators.mjs stops
  // everything when this ends.
  const stayUp = setInterval(() => {}, 60_000);
  await new Promise((resolve) => {
    process.on('SIGINT', resolve);
    process.on('SIGTERM', resolve);
  });
  clearInterval(stayUp);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2] ?? 'serve';
  const run = command === 'build' ? async () => buildEmulatorApp() : serve;
  run().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
