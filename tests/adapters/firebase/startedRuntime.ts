import type { FirebaseApp } from 'firebase/app';
import { inMemoryPersistence, initializeAuth, type Auth } from 'firebase/auth';
import type { EmulatorHosts } from '../../../src/adapters/firebase/firebaseApp';
import { FirebaseRuntime } from '../../../src/adapters/firebase/FirebaseRuntime';
import * as sdk from '../../../src/adapters/firebase/firebaseSdk';

/**
 * A FirebaseRuntime over an app the test started itself, whose start answers it at once: Auth
 * keeps its user in memory (no device storage) unless the test brings its own Auth.
 */
export function startedRuntime(
  app: FirebaseApp,
  emulators: EmulatorHosts | null,
  auth: Auth = initializeAuth(app, { persistence: inMemoryPersistence }),
): FirebaseRuntime {
  return new FirebaseRuntime({ emulators, savedUserKey: '' }, () =>
    Promise.resolve({ app, auth, sdk }),
  );
}
