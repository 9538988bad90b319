import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { emulatorOrigin, type FirebaseSettings } from './firebaseApp';

/*
 * The Firebase SDK's chunk: imported only by FirebaseRuntime's start (never statically), so the
 * first visit of a signed-out page carries none of it. FirebaseAuthPort calls the functions
 * re-exported here through StartedFirebase.sdk.
 */
export {
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  getIdToken,
  reauthenticateWithCredential,
  reload,
  sendEmailVerification,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signOut,
  verifyPasswordResetCode,
} from 'firebase/auth';

/**
 * Starts the page's one Firebase app with Auth. initializeAuth with local persistence only (the
 * member stays signed in across reloads): getAuth would also bundle indexedDB persistence and the
 * popup/redirect resolver, which email-and-password sign-in never uses (about 6 KB gzip more,
 * docs/FIREBASE.md).
 */
export function startFirebaseApp(settings: FirebaseSettings): { app: FirebaseApp; auth: Auth } {
  const app = initializeApp(settings.options);
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (settings.emulators !== null) {
    connectAuthEmulator(auth, emulatorOrigin(settings.emulators.auth), { disableWarnings: true });
  }
  return { app, auth };
}
