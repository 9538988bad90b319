/**
 * Where the running emulators listen, and whether this run has them. emulators:exec sets
 * FIREBASE_EMULATOR_HUB and FIREBASE_AUTH_EMULATOR_HOST for the command it runs (and
 * FIRESTORE_EMULATOR_HOST when the Firestore emulator runs too); the hub says where the
 * Functions emulator is. Without a hub, firebase.json's ports are assumed.
 */
import { readFileSync } from 'node:fs';

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

export const EMULATORS_RUNNING = Boolean(HUB && process.env.FIREBASE_AUTH_EMULATOR_HOST);

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

export const EMULATOR_SKIP_REASON =
  'needs the Auth and Functions emulators: run `npm run test:emulators`, which starts them';

/** Prints why a suite is skipped; true when the suite must be skipped. */
export function skipWithoutEmulators(suite: string): boolean {
  if (EMULATORS_RUNNING) return false;
  console.warn(`[skipped] ${suite}: ${EMULATOR_SKIP_REASON}`);
  return true;
}
