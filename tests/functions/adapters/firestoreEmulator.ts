/**
 * Access to a Firestore emulator for the suites that need one: they run in `npm run
 * test:emulators`, where scripts/emulators.mjs starts the emulator jar and sets
 * FIRESTORE_EMULATOR_HOST, and otherwise say why they are skipped.
 */
import { initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { whyNoEmulators } from '../../../scripts/emulators.mjs';

export const FIRESTORE_EMULATOR_HOST = process.env.FIRESTORE_EMULATOR_HOST;

const FIRESTORE_SKIP_REASON = whyNoEmulators();

/** Prints why a suite is skipped, once per file; true when the suite must be skipped. */
export function skipWithoutFirestore(suite: string): boolean {
  if (FIRESTORE_EMULATOR_HOST) return false;
  console.warn(`[skipped] ${suite}: ${FIRESTORE_SKIP_REASON}`);
  return true;
}

const apps = new Map<string, App>();

/** An Admin SDK Firestore on the emulator, for one demo project (a namespace of its own). */
export function emulatorFirestore(projectId: string): Firestore {
  let app = apps.get(projectId);
  if (!app) {
    app = initializeApp({ projectId }, projectId);
    apps.set(projectId, app);
  }
  return getFirestore(app);
}

/** Deletes every document of the project (the emulator's own endpoint). */
export async function clearFirestore(projectId: string): Promise<void> {
  const response = await fetch(
    `http://${FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`clearing Firestore failed: ${response.status}`);
}
