/**
 * Runs once before the emulator suite: the Auth emulator gets the demo logins (uids of the seed,
 * which the functions' seeded world links to memberships). With a Firestore emulator present,
 * the functions use Firestore, so it gets the same seeded world.
 */
import { seedDemoLogins } from './authEmulator';
import { EMULATORS_RUNNING } from './emulatorEnvironment';
import { seedFirestoreWorld } from './firestoreWorld';

export default async function setup(): Promise<void> {
  if (!EMULATORS_RUNNING) return;
  await seedDemoLogins();
  if (process.env.FIRESTORE_EMULATOR_HOST) await seedFirestoreWorld();
}
