/**
 * Runs once before the emulator suite: the Auth emulator gets the demo logins (uids of the seed)
 * and the Firestore emulator, which the functions use, the demo world that links them.
 */
import { seedDemoLogins } from './authEmulator';
import { EMULATORS_RUNNING } from './emulatorEnvironment';
import { seedFirestoreWorld } from './firestoreWorld';

export default async function setup(): Promise<void> {
  if (!EMULATORS_RUNNING) return;
  await seedDemoLogins();
  await seedFirestoreWorld();
}
