import type { FirebaseApp } from 'firebase/app';
import { inMemoryPersistence, initializeAuth, type Auth } from 'firebase/auth';
import type { EmulatorHosts } from '../../../src/adapters/firebase/firebaseApp';
import {
  FirebaseRuntime,
  type StartedFirebase,
} from '../../../src/adapters/firebase/FirebaseRuntime';
import * as sdk from '../../../src/adapters/firebase/firebaseSdk';
import { SavedSignIn } from '../../../src/adapters/firebase/savedSignIn';

/**
 * Where a test's runtime runs: its emulators (or null), its project, and a device on which Auth
 * saved `savedJson` under `savedUserKey` (nobody, unless the test says).
 */
export function runtimeWhere(
  emulators: EmulatorHosts | null,
  projectId: string,
  saved: { savedUserKey: string; savedJson: () => string | null; apiKey?: string } = {
    savedUserKey: '',
    savedJson: () => null,
  },
) {
  const authOrigin =
    emulators === null ? null : `http://${emulators.auth.host}:${emulators.auth.port}`;
  return {
    emulators,
    projectId,
    savedUserKey: saved.savedUserKey,
    saved: new SavedSignIn({ apiKey: saved.apiKey ?? 'demo-key', authOrigin }, saved.savedJson),
  };
}

/**
 * A FirebaseRuntime over an app the test started itself, whose start answers it at once, on a
 * device where nobody is saved: Auth keeps its user in memory unless the test brings its own
 * Auth.
 */
export function startedRuntime(
  app: FirebaseApp,
  emulators: EmulatorHosts | null,
  auth: Auth = initializeAuth(app, { persistence: inMemoryPersistence }),
): FirebaseRuntime {
  const started: StartedFirebase = { app, auth, sdk };
  return new FirebaseRuntime(runtimeWhere(emulators, app.options.projectId ?? ''), () =>
    Promise.resolve(started),
  );
}
