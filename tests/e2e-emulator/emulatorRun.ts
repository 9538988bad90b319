/**
 * The emulator-mode end-to-end run: the built app in firebase mode, talking to the Auth,
 * Functions and Firestore emulators that scripts/emulators.mjs started (it sets
 * FIRESTORE_EMULATOR_HOST; `firebase emulators:exec` sets FIREBASE_EMULATOR_HUB and
 * FIREBASE_AUTH_EMULATOR_HOST for the command it runs).
 */
import { EMULATOR_APP_ENV, PROJECT_ID } from '../../scripts/emulators.mjs';

export { PROJECT_ID };

export const AUTH_EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

export const WITH_EMULATORS = Boolean(
  process.env.FIREBASE_EMULATOR_HUB &&
  process.env.FIREBASE_AUTH_EMULATOR_HOST &&
  process.env.FIRESTORE_EMULATOR_HOST,
);

export const NO_EMULATORS_REASON =
  'needs the Auth, Functions and Firestore emulators: run `npm run test:emulators`, which starts them';

/** The build's settings: a demo project on the three emulators (as npm run start:emulators). */
export const EMULATOR_BUILD_ENV = EMULATOR_APP_ENV;

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

/** The newest email verification link the Auth emulator "sent" to `email`. */
export async function verificationLinkTo(email: string): Promise<string> {
  const response = await fetch(
    `http://${AUTH_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
  );
  if (!response.ok) throw new Error(`the Auth emulator's oobCodes answered ${response.status}`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
  const link = oobCodes.findLast(
    (code) => code.email === email && code.requestType === 'VERIFY_EMAIL',
  )?.oobLink;
  if (link === undefined) throw new Error(`no verification link was sent to ${email}`);
  return link;
}
