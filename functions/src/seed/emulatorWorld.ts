/**
 * The demo world on the local emulators: the demo logins in the Auth emulator (the seed's uids,
 * the demo password) and every record in the Firestore emulator, in the layout the production
 * adapters read. For `npm run start:emulators` and the emulator suites; never deployed (nothing
 * in functions/src/index.ts imports it).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { seedFirestore } from '../adapters/firestore/seedFirestore';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoMembers';
import { DEMO_STAFF } from './demoStaff';
import { demoUid, seedState } from './seedState';

export interface EmulatorWorld {
  projectId: string;
  /** host:port of each emulator. */
  authHost: string;
  firestoreHost: string;
}

/** The emulators' own reset and bulk endpoints accept this in place of a Google token. */
const EMULATOR_OWNER = { authorization: 'Bearer owner' };

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
}

/** Every login of the project removed, then one per demo account, in one request. */
export async function resetDemoLogins(world: EmulatorWorld): Promise<void> {
  const base = `http://${world.authHost}`;
  await expectOk(
    await fetch(`${base}/emulator/v1/projects/${world.projectId}/accounts`, {
      method: 'DELETE',
    }),
    'clearing the Auth emulator',
  );
  const users = DEMO_ACCOUNTS.map((account) => ({
    localId: demoUid(account.key),
    email: account.email,
    rawPassword: DEMO_PASSWORD,
    emailVerified: account.emailVerified,
  }));
  // The desk's logins, with their staff claim as the operator's command sets it.
  const staff = DEMO_STAFF.map((account) => ({
    localId: demoUid(account.key),
    email: account.email,
    rawPassword: DEMO_PASSWORD,
    emailVerified: true,
    customAttributes: JSON.stringify({ staff: { venueId: account.venueId } }),
  }));
  await expectOk(
    await fetch(
      `${base}/identitytoolkit.googleapis.com/v1/projects/${world.projectId}/accounts:batchCreate`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...EMULATOR_OWNER },
        body: JSON.stringify({ users: [...users, ...staff], allowOverwrite: true }),
      },
    ),
    'creating the demo logins',
  );
}

/** Every document of the project removed, then the demo world at `now` written. */
export async function resetDemoRecords(world: EmulatorWorld, now: Date): Promise<void> {
  await expectOk(
    await fetch(
      `http://${world.firestoreHost}/emulator/v1/projects/${world.projectId}/databases/(default)/documents`,
      { method: 'DELETE' },
    ),
    'clearing the Firestore emulator',
  );
  await seedFirestore(emulatorFirestore(world), await seedState(now));
}

/** The demo world afresh: logins first, so no deletion trigger can follow the new records. */
export async function resetEmulatorWorld(world: EmulatorWorld, now = new Date()): Promise<void> {
  await resetDemoLogins(world);
  await resetDemoRecords(world, now);
}

/** An Admin SDK Firestore on the emulator (the SDK follows FIRESTORE_EMULATOR_HOST). */
export function emulatorFirestore(world: EmulatorWorld) {
  process.env.FIRESTORE_EMULATOR_HOST = world.firestoreHost;
  const name = `emulator-world-${world.projectId}`;
  const app =
    getApps().find((candidate) => candidate.name === name) ??
    initializeApp({ projectId: world.projectId }, name);
  return getFirestore(app);
}
