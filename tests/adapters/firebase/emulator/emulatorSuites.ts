/**
 * Whether this run has the emulators, and a way to skip with the reason printed. The suites
 * run inside scripts/emulators.mjs (npm run test:emulators), which starts the Firestore
 * emulator and then `firebase emulators:exec` for Auth and Functions.
 */
export {
  EMULATORS_RUNNING as WITH_EMULATORS,
  EMULATOR_SKIP_REASON as NO_EMULATORS_REASON,
} from '../../../emulators/emulatorEnvironment';

/** True when `suite` must be skipped; prints why. */
export function skipUnless(available: boolean, suite: string, reason: string): boolean {
  if (available) return false;
  console.warn(`[skipped] ${suite}: ${reason}`);
  return true;
}
