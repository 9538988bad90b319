/**
 * Whether this run has the emulators, and a way to skip with the reason printed. The suites
 * run inside `firebase emulators:exec`, which sets FIREBASE_EMULATOR_HUB and
 * FIREBASE_AUTH_EMULATOR_HOST for the command it runs (FIRESTORE_EMULATOR_HOST too when the
 * Firestore emulator runs).
 */
export const WITH_AUTH_AND_FUNCTIONS = Boolean(
  process.env.FIREBASE_EMULATOR_HUB && process.env.FIREBASE_AUTH_EMULATOR_HOST,
);

export const WITH_FIRESTORE =
  WITH_AUTH_AND_FUNCTIONS && Boolean(process.env.FIRESTORE_EMULATOR_HOST);

export const NO_EMULATORS_REASON =
  'needs the Auth and Functions emulators: run it inside `firebase emulators:exec --only auth,functions` (docs/FIREBASE.md)';

export const NO_FIRESTORE_REASON =
  'needs the Firestore emulator: Java 21 and a download these machines cannot make';

/** True when `suite` must be skipped; prints why. */
export function skipUnless(available: boolean, suite: string, reason: string): boolean {
  if (available) return false;
  console.warn(`[skipped] ${suite}: ${reason}`);
  return true;
}
