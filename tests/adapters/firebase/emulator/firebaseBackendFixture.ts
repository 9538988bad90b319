/**
 * The Firebase family against the emulator suite started by `firebase emulators:exec`: a fresh
 * app per fixture (signed out, in-memory persistence), on the Auth emulator reseeded with the
 * demo logins, the Functions emulator serving functions/, and the Firestore emulator reseeded
 * with the demo world.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, inMemoryPersistence, initializeAuth } from 'firebase/auth';
import { afterEach } from 'vitest';
import type { EmulatorHost, EmulatorHosts } from '../../../../src/adapters/firebase/firebaseApp';
import { FirebaseAuthPort } from '../../../../src/adapters/firebase/FirebaseAuthPort';
import { FirebaseRuntime } from '../../../../src/adapters/firebase/FirebaseRuntime';
import * as sdk from '../../../../src/adapters/firebase/firebaseSdk';
import { FirebaseCallablesPort } from '../../../../src/adapters/firebase/FirebaseCallablesPort';
import { FirestoreRestDocumentStorePort } from '../../../../src/adapters/firebase/FirestoreRestDocumentStorePort';
import type { BackendFixture } from '../../../contracts/BackendFixture';
import { issuedOobCodes, seedDemoLogins } from '../../../emulators/authEmulator';
import { AUTH_ORIGIN, FUNCTIONS_ORIGIN, PROJECT_ID } from '../../../emulators/emulatorEnvironment';
import { seedFirestoreWorld } from '../../../emulators/firestoreWorld';
import { InMemoryKeyValueStore } from '../../../doubles/InMemoryKeyValueStore';
import { runtimeWhere } from '../startedRuntime';

const hostOf = (origin: string): EmulatorHost => {
  const { hostname, port } = new URL(origin);
  return { host: hostname, port: Number(port) };
};

export const EMULATOR_HOSTS: EmulatorHosts = {
  auth: hostOf(AUTH_ORIGIN),
  functions: hostOf(FUNCTIONS_ORIGIN),
  firestore: hostOf(`http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`),
};

/** The newest action link the Auth emulator has for `email` (its out-of-band code endpoint). */
export async function latestOobLinkTo(email: string): Promise<string | null> {
  const wanted = email.toLowerCase();
  return (
    (await issuedOobCodes()).findLast((code) => code.email.toLowerCase() === wanted)?.oobLink ??
    null
  );
}

const openApps: FirebaseApp[] = [];
let fixtures = 0;

afterEach(async () => {
  await Promise.all(openApps.splice(0).map((app) => deleteApp(app)));
});

/**
 * A fresh backend: demo logins reset, and a signed-out app on the emulators that starts on first
 * use, as the app's own runtime does for a visitor (so the contract covers the late start).
 */
export async function firebaseBackend(): Promise<BackendFixture> {
  const runtime = await firebaseRuntime();
  return {
    auth: new FirebaseAuthPort(runtime, new InMemoryKeyValueStore()),
    callables: new FirebaseCallablesPort(runtime),
    documents: new FirestoreRestDocumentStorePort(runtime),
    latestLinkTo: latestOobLinkTo,
  };
}

/**
 * The same fresh backend's Firebase runtime, for a test that must reach the SDK itself (to leave
 * it as a page closed half-way through leaves it).
 */
export async function firebaseRuntime(): Promise<FirebaseRuntime> {
  await seedDemoLogins();
  await seedFirestoreWorld();
  fixtures += 1;
  const name = `contract-${fixtures}`;
  const runtime = new FirebaseRuntime(runtimeWhere(EMULATOR_HOSTS, PROJECT_ID), async () => {
    const app = initializeApp(
      { apiKey: 'demo-key', projectId: PROJECT_ID, appId: '1:1:web:1' },
      name,
    );
    openApps.push(app);
    const auth = initializeAuth(app, { persistence: inMemoryPersistence });
    connectAuthEmulator(auth, AUTH_ORIGIN, { disableWarnings: true });
    return { app, auth, sdk };
  });
  return runtime;
}
