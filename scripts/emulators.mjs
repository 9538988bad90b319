#!/usr/bin/env node
// The three Firebase emulators on fixed loopback ports, for the tests and `npm run start:emulators`.
//
// firebase-tools runs Auth and Functions; it refuses to start the Firestore emulator on the
// Java 17 these machines have, so this script starts the machine image's Firestore emulator jar
// itself (../shared/MACHINE-NOTES.md) with firestore.rules loaded, on firebase.json's port,
// and stops it by its process id when done. The Functions emulator inherits
// FIRESTORE_EMULATOR_HOST, so the functions use that Firestore.
//
//   node scripts/emulators.mjs exec "<command>"   run a command with all three up (exit: its code)
//   node scripts/emulators.mjs start "<command>"  all three up until Ctrl-C; the command runs beside
//   node scripts/emulators.mjs exec --only auth "<command>"   Firestore and Auth only: no
//       Functions emulator, so nothing needs functions/lib built (the hostile suite's
//       Firestore-backed attacks call the services in-process)
//   node scripts/emulators.mjs exec --only auth,functions,hosting "<command>"   also the Hosting
//       emulator, serving the emulator build (scripts/emulatorHosting.mjs) under firebase.json's
//       headers and rewrites: the app as deployed
//
// A machine without the jar prints why and runs Auth and Functions only: every suite that
// needs Firestore then reports itself skipped with that reason.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { writeEmulatorFirebaseConfig } from './emulatorHosting.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PROJECT_ID = 'demo-metrewards';
/** firebase.json's emulators: every port is fixed there. */
export const EMULATOR_CONFIG = JSON.parse(readFileSync(`${ROOT}firebase.json`, 'utf8')).emulators;
const config = EMULATOR_CONFIG;
const hostOf = (name) => `${config[name].host}:${config[name].port}`;
export const FIRESTORE_HOST = hostOf('firestore');

/** The build settings of emulator mode: a demo project (any values do) on the three emulators. */
export const EMULATOR_APP_ENV = {
  VITE_BACKEND: 'firebase',
  VITE_USE_EMULATORS: 'true',
  VITE_FIREBASE_API_KEY: 'demo-key',
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  VITE_FIREBASE_APP_ID: '1:1:web:emulator',
  VITE_AUTH_EMULATOR_HOST: hostOf('auth'),
  VITE_FUNCTIONS_EMULATOR_HOST: hostOf('functions'),
  VITE_FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST,
};

const JAR_CANDIDATES = [
  process.env.FIRESTORE_EMULATOR_JAR,
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
].filter(Boolean);

export const NO_FIRESTORE_REASON =
  'no Firestore emulator here: it needs the jar of Debian package google-cloud-cli-firestore-emulator ' +
  '(or FIRESTORE_EMULATOR_JAR) and a Java runtime; firebase-tools cannot start one without Java 21';

/** The Firestore emulator jar, when this machine has it and a Java to run it. */
export function firestoreJar() {
  const jar = JAR_CANDIDATES.find((path) => existsSync(path));
  if (jar === undefined) return undefined;
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0 ? jar : undefined;
}

/** Why a suite that needs the emulators is not running: none here, or not started for it. */
/** Whether something accepts connections on host:port (an emulator, or anyone else on its port). */
export function listening({ host, port }) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

export function whyNoEmulators() {
  return firestoreJar()
    ? 'needs the Auth, Functions and Firestore emulators: run `npm run test:emulators`, which starts them'
    : NO_FIRESTORE_REASON;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function answersOk(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Starts the jar and waits until it answers; resolves to the process. */
export async function startFirestore(jar) {
  if (await answersOk(`http://${FIRESTORE_HOST}/`)) {
    throw new Error(`something already listens on ${FIRESTORE_HOST}: stop it first`);
  }
  const java = spawn(
    'java',
    [
      '-Duser.language=en',
      '-cp',
      jar,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      `--host=${config.firestore.host}`,
      `--port=${config.firestore.port}`,
      `--websocket_port=${config.firestore.websocketPort}`,
      `--rules=${ROOT}firestore.rules`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  let stderr = '';
  java.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4_000)));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (java.exitCode !== null) {
      throw new Error(`the Firestore emulator stopped at start (${java.exitCode}):\n${stderr}`);
    }
    if (await answersOk(`http://${FIRESTORE_HOST}/`)) return java;
    await sleep(250);
  }
  java.kill('SIGKILL');
  throw new Error(`the Firestore emulator did not answer on ${FIRESTORE_HOST} within 60 s`);
}

/** Signals the process group a detached child leads (npx, sh and java start children of their own). */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops a detached child and everything it started, by its process id, and waits for it to go. */
export async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
  signalGroup(child, 'SIGKILL');
}

/** What firebase-tools may run beside the jar: `--only` names a subset of these. */
const FIREBASE_TOOLS_EMULATORS = ['auth', 'functions', 'hosting'];
/** What runs when `--only` is not given: Hosting serves a build only the app's runs make. */
const DEFAULT_EMULATORS = ['auth', 'functions'];

function firebase(verb, command, env, only) {
  return spawn(
    'npx',
    [
      'firebase',
      verb,
      '--only',
      only.join(','),
      '--project',
      PROJECT_ID,
      // Every emulator reads the same emulator-mode configuration, Hosting's differences included.
      '--config',
      writeEmulatorFirebaseConfig(),
      ...(command ? [command] : []),
    ],
    { cwd: ROOT, stdio: 'inherit', env, detached: true },
  );
}

async function main() {
  const args = process.argv.slice(2);
  let only = DEFAULT_EMULATORS;
  const onlyAt = args.indexOf('--only');
  if (onlyAt >= 0) {
    only = (args[onlyAt + 1] ?? '').split(',').filter(Boolean);
    args.splice(onlyAt, 2);
  }
  const [mode, command] = args;
  const known = only.length > 0 && only.every((name) => FIREBASE_TOOLS_EMULATORS.includes(name));
  if (!['exec', 'start'].includes(mode) || (mode === 'exec' && !command) || !known) {
    console.error(
      'usage: node scripts/emulators.mjs exec [--only auth[,functions][,hosting]] "<command>"' +
        ' | start [--only auth[,functions][,hosting]] ["<command>"]',
    );
    process.exit(2);
  }
  const env = { ...process.env, NO_UPDATE_NOTIFIER: '1' };
  env.FUNCTIONS_DISCOVERY_TIMEOUT ??= '120';
  const jar = firestoreJar();
  let java;
  if (jar) {
    java = await startFirestore(jar);
    env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
    console.log(`Firestore emulator (pid ${java.pid}) on ${FIRESTORE_HOST} with firestore.rules`);
  } else {
    delete env.FIRESTORE_EMULATOR_HOST;
    console.warn(`[no Firestore] ${NO_FIRESTORE_REASON}`);
  }

  let child;
  let beside;
  const finish = async (code) => {
    await stop(beside);
    await stop(child);
    await stop(java);
    process.exit(code);
  };
  process.on('SIGINT', () => void finish(130));
  process.on('SIGTERM', () => void finish(143));
  // Whatever ends this process, nothing it started outlives it.
  process.on('exit', () => {
    for (const started of [beside, child, java]) if (started) signalGroup(started, 'SIGKILL');
  });

  if (mode === 'exec') {
    child = firebase('emulators:exec', command, env, only);
    child.on('exit', (code, signal) => void finish(code ?? (signal ? 1 : 0)));
  } else {
    child = firebase('emulators:start', undefined, env, only);
    child.on('exit', (code) => void finish(code ?? 1));
    if (command) {
      beside = spawn('sh', ['-c', command], { cwd: ROOT, stdio: 'inherit', env, detached: true });
      beside.on('exit', (code) => void finish(code ?? 1));
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
