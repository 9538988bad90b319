/**
 * The emulator-mode end-to-end run: the built app in firebase mode, talking to the Auth and
 * Functions emulators that `firebase emulators:exec` started (it sets FIREBASE_EMULATOR_HUB and
 * FIREBASE_AUTH_EMULATOR_HOST for the command it runs, FIRESTORE_EMULATOR_HOST too when the
 * Firestore emulator runs).
 */
import { readFileSync } from 'node:fs';

export const PROJECT_ID = 'demo-metrewards';

/** emulators:exec names the Auth and hub hosts only; the Functions one is firebase.json's. */
function functionsEmulatorHost(): string {
  const config = JSON.parse(
    readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
  ) as { emulators: { functions: { host: string; port: number } } };
  return `${config.emulators.functions.host}:${config.emulators.functions.port}`;
}

export const AUTH_EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

export const WITH_EMULATORS = Boolean(
  process.env.FIREBASE_EMULATOR_HUB && process.env.FIREBASE_AUTH_EMULATOR_HOST,
);

export const NO_EMULATORS_REASON =
  'needs the Auth and Functions emulators: run it inside `firebase emulators:exec --only auth,functions` (docs/FIREBASE.md)';

/** The build's settings: a demo project on the emulators; no Firestore unless one runs. */
export const EMULATOR_BUILD_ENV: Record<string, string> = {
  VITE_BACKEND: 'firebase',
  VITE_USE_EMULATORS: 'true',
  VITE_FIREBASE_API_KEY: 'demo-key',
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  VITE_FIREBASE_APP_ID: '1:1:web:emulator',
  VITE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
  VITE_FUNCTIONS_EMULATOR_HOST: functionsEmulatorHost(),
  VITE_FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST ?? 'none',
};

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
