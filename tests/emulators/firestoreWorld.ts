/** The seeded demo world in the Firestore emulator, for the functions' Firestore wiring. */
import { emulatorFirestore, resetDemoRecords } from '../../functions/src/seed/emulatorWorld';
import { EMULATOR_WORLD } from './emulatorEnvironment';

export function suiteFirestore() {
  return emulatorFirestore(EMULATOR_WORLD);
}

export function seedFirestoreWorld(now = new Date()): Promise<void> {
  return resetDemoRecords(EMULATOR_WORLD, now);
}
