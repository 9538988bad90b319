import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { emulatorOrigin, type FirebaseRuntime } from './firebaseApp';

/** The Firebase Auth instance of the page, injected into FirebaseAuthPort (tests bring their own). */
export const FirebaseAuthClient = Symbol('FirebaseAuthClient');

/**
 * initializeAuth with local persistence only (the member stays signed in across reloads):
 * getAuth would also bundle indexedDB persistence and the popup/redirect resolver, which
 * email-and-password sign-in never uses (about 6 KB gzip more, docs/FIREBASE.md).
 */
export function createFirebaseAuth({ app, emulators }: FirebaseRuntime): Auth {
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (emulators !== null) {
    connectAuthEmulator(auth, emulatorOrigin(emulators.auth), { disableWarnings: true });
  }
  return auth;
}
