/** The seeded demo world in the Firestore emulator, for the functions' Firestore wiring. */
import { initializeApp, getApps } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { seedFirestore } from '../../functions/src/adapters/firestore/seedFirestore';
import { seedState } from '../../functions/src/seed/seedState';
import { PROJECT_ID } from './emulatorEnvironment';

export function suiteFirestore() {
  const app = getApps().find(({ name }) => name === 'emulator-suite-firestore');
  return getFirestore(app ?? initializeApp({ projectId: PROJECT_ID }, 'emulator-suite-firestore'));
}

export async function seedFirestoreWorld(): Promise<void> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const response = await fetch(
    `http://${host}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`clearing Firestore failed: ${response.status}`);
  await seedFirestore(suiteFirestore(), await seedState(new Date()));
}
