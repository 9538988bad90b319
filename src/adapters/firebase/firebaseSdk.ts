import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import type { FirebaseOptions } from 'firebase/app';

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
 * docs/FIREBASE.md). `authEmulator` is the Auth emulator's origin, or null. This chunk imports
 * nothing of the adapters' own (FirebaseRuntime reads the settings), which would otherwise be
 * split into one more chunk on every start.
 */
export function startFirebaseApp(
  options: FirebaseOptions,
  authEmulator: string | null,
): { app: FirebaseApp; auth: Auth } {
  const app = initializeApp(options);
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (authEmulator !== null) connectAuthEmulator(auth, authEmulator, { disableWarnings: true });
  return { app, auth };
}
