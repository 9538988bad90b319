/** The Auth emulator: demo logins with the seed's uids, and real ID tokens for them. */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../functions/src/seed/demoMembers';
import { demoUid } from '../../functions/src/seed/seedState';
import { resetDemoLogins } from '../../functions/src/seed/emulatorWorld';
import { AUTH_ORIGIN, EMULATOR_WORLD, PROJECT_ID } from './emulatorEnvironment';

/** The Admin SDK on the Auth emulator (it follows FIREBASE_AUTH_EMULATOR_HOST). */
export function adminAuth(): Auth {
  const app = getApps().find(({ name }) => name === 'emulator-suite');
  return getAuth(app ?? initializeApp({ projectId: PROJECT_ID }, 'emulator-suite'));
}

/** Removes every login, then creates one per demo account with the seed's uid and password. */
export function seedDemoLogins(): Promise<void> {
  return resetDemoLogins(EMULATOR_WORLD);
}

/**
 * (Re)creates the login of one demo account, exactly as the seed knows it. Idempotent, so a
 * retried request (the Admin SDK retries on timeouts) cannot fail on its own first attempt.
 */
export async function createDemoLogin(auth: Auth, key: string): Promise<void> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === key);
  if (!account) throw new Error(`no demo account ${key}`);
  const uid = demoUid(account.key);
  const login = {
    email: account.email,
    password: DEMO_PASSWORD,
    emailVerified: account.emailVerified,
  };
  const existing = await auth.getUser(uid).catch(() => undefined);
  if (existing) await auth.updateUser(uid, login);
  else await auth.createUser({ uid, ...login });
}

const tokens = new Map<string, Promise<string>>();

/** A real ID token from the Auth emulator's signInWithPassword endpoint. */
export function idTokenFor(email: string, password = DEMO_PASSWORD): Promise<string> {
  const key = `${email}\n${password}`;
  let token = tokens.get(key);
  if (!token) {
    token = signIn(email, password);
    tokens.set(key, token);
  }
  return token;
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(
    `${AUTH_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!response.ok || !body.idToken) {
    throw new Error(`sign-in of ${email} failed: ${body.error?.message ?? response.status}`);
  }
  return body.idToken;
}

export const demoEmail = (key: string) => `${key}@example.com`;

/** A code the Auth emulator issued (and would have mailed): verification, reset, sign-in link. */
export interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** Every out-of-band code the Auth emulator has issued, oldest first (its own endpoint). */
export async function issuedOobCodes(): Promise<OobCode[]> {
  const response = await fetch(`${AUTH_ORIGIN}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!response.ok) throw new Error(`the Auth emulator's oobCodes answered ${response.status}`);
  return ((await response.json()) as { oobCodes?: OobCode[] }).oobCodes ?? [];
}
