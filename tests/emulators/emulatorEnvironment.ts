/**
 * Where the running emulators listen, and whether this run has them. scripts/emulators.mjs
 * starts the Firestore emulator and sets FIRESTORE_EMULATOR_HOST, then `firebase emulators:exec`
 * sets FIREBASE_EMULATOR_HUB and FIREBASE_AUTH_EMULATOR_HOST for the command it runs; the hub
 * says where the Functions emulator is. Without a hub, firebase.json's ports are assumed. The
 * functions keep every record in Firestore, so a run without it has no backend to call.
 */
import { readFileSync } from 'node:fs';
import { whyNoEmulators } from '../../scripts/emulators.mjs';

interface Listen {
  host: string;
  port: number;
}

const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')) as T;

export const PROJECT_ID = readJson<{ projects: { default: string } }>('.firebaserc').projects
  .default;
export const REGION = 'europe-west2';

const HUB = process.env.FIREBASE_EMULATOR_HUB;

export const EMULATORS_RUNNING = Boolean(
  HUB && process.env.FIREBASE_AUTH_EMULATOR_HOST && process.env.FIRESTORE_EMULATOR_HOST,
);

async function runningEmulators(): Promise<Record<string, Listen>> {
  if (EMULATORS_RUNNING) {
    const response = await fetch(`http://${HUB}/emulators`);
    if (response.ok) return (await response.json()) as Record<string, Listen>;
  }
  return readJson<{ emulators: Record<string, Listen> }>('firebase.json').emulators;
}

const emulators = await runningEmulators();

const origin = (name: string) => {
  const emulator = emulators[name];
  if (!emulator) throw new Error(`no ${name} emulator is running or configured`);
  return `http://${emulator.host}:${emulator.port}`;
};

export const FUNCTIONS_ORIGIN = origin('functions');
export const AUTH_ORIGIN = origin('auth');

/** The demo project on these emulators, as functions/src/seed/emulatorWorld.ts resets it. */
export const EMULATOR_WORLD = {
  projectId: PROJECT_ID,
  authHost: new URL(AUTH_ORIGIN).host,
  firestoreHost: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
};

export const EMULATOR_SKIP_REASON = whyNoEmulators();

/** Prints why a suite is skipped; true when the suite must be skipped. */
export function skipWithoutEmulators(suite: string): boolean {
  if (EMULATORS_RUNNING) return false;
  console.warn(`[skipped] ${suite}: ${EMULATOR_SKIP_REASON}`);
  return true;
}
