/**
 * The emulator-mode end-to-end run: the built app in firebase mode, served by the Hosting
 * emulator, talking to the Auth, Functions and Firestore emulators that scripts/emulators.mjs
 * started (it sets FIRESTORE_EMULATOR_HOST; `firebase emulators:exec` sets FIREBASE_EMULATOR_HUB
 * and FIREBASE_AUTH_EMULATOR_HOST for the command it runs).
 */
import { EMULATOR_CONFIG } from '../../scripts/emulators.mjs';
import { EMULATOR_BUILD_DIR, hostingOrigin } from '../../scripts/emulatorHosting.mjs';
import { issuedOobCodes } from '../emulators/authEmulator';
import { EMULATOR_SKIP_REASON, EMULATORS_RUNNING } from '../emulators/emulatorEnvironment';

export const WITH_EMULATORS = EMULATORS_RUNNING;
export const NO_EMULATORS_REASON = EMULATOR_SKIP_REASON;

/** Where the Hosting emulator serves the app, and the build it serves. */
export const APP_ORIGIN = hostingOrigin(EMULATOR_CONFIG);
export { EMULATOR_BUILD_DIR };

/** The newest email verification link the Auth emulator "sent" to `email`. */
export async function verificationLinkTo(email: string): Promise<string> {
  const link = (await issuedOobCodes()).findLast(
    (code) => code.email === email && code.requestType === 'VERIFY_EMAIL',
  )?.oobLink;
  if (link === undefined) throw new Error(`no verification link was sent to ${email}`);
  return link;
}
