import { ContainerModule, type Bind, type Container } from 'inversify';
import { AuthPort } from '../../core/ports/AuthPort';
import { CallablesPort } from '../../core/ports/CallablesPort';
import { DocumentStorePort } from '../../core/ports/DocumentStorePort';
import { KeyValueStorePort } from '../../core/ports/KeyValueStorePort';
import { readFirebaseSettings, type FirebaseSettings } from './firebaseApp';
import { FirebaseAuthPort } from './FirebaseAuthPort';
import { FirebaseCallablesPort } from './FirebaseCallablesPort';
import { createFirebaseRuntime, FirebaseRuntime } from './FirebaseRuntime';
import { FirestoreRestDocumentStorePort } from './FirestoreRestDocumentStorePort';

/**
 * The Firebase family: the adapters, with the SDK itself started on first use (FirebaseRuntime);
 * Functions is imported on its first call. It needs the browser family's
 * KeyValueStorePort and PlatformPort. Loading it reads this build's VITE_FIREBASE_* variables.
 * @throws FirebaseConfigError, when loaded, naming every missing variable.
 */
export const firebaseModule = new ContainerModule(({ bind }) => {
  bindFirebaseFamily(bind, readFirebaseSettings(import.meta.env));
});

/** The same family for explicit settings (tests, tools). */
export function createFirebaseModule(settings: FirebaseSettings): ContainerModule {
  return new ContainerModule(({ bind }) => bindFirebaseFamily(bind, settings));
}

function bindFirebaseFamily(bind: Bind, settings: FirebaseSettings): void {
  bind(FirebaseRuntime)
    .toDynamicValue((context) => {
      const device = context.get<KeyValueStorePort>(KeyValueStorePort);
      return createFirebaseRuntime(settings, (key) => device.get(key));
    })
    .inSingletonScope();
  bind(FirebaseAuthPort).toSelf().inSingletonScope();
  bind(AuthPort).toService(FirebaseAuthPort);
  bind(FirebaseCallablesPort).toSelf().inSingletonScope();
  // A value of its own (not toService), so the core's activation hands it out wrapped in the
  // device copy (src/core/kernel/module.ts): inversify runs no activation for a service alias.
  bind(CallablesPort)
    .toDynamicValue((context) => context.get(FirebaseCallablesPort))
    .inSingletonScope();
  bind(FirestoreRestDocumentStorePort).toSelf().inSingletonScope();
  bind(DocumentStorePort).toService(FirestoreRestDocumentStorePort);
}

/**
 * When Firebase's SDK starts (DECISIONS.md "Session and sign-in"): on first use (a sign-in, a form
 * sent, an account's action; a member signed in on this device starts without it, SavedSignIn), or
 * when another tab of this app signs someone in or out, which the SDK would otherwise have followed
 * itself: started, it reads who is signed in now and reports it.
 */
export function startFirebase(container: Container): void {
  const runtime = container.get(FirebaseRuntime);
  const key = runtime.savedUserKey;
  const startOnChangeElsewhere = (event: StorageEvent): void => {
    if (event.key !== key || event.newValue === event.oldValue) return;
    window.removeEventListener('storage', startOnChangeElsewhere);
    if (runtime.started !== null) return;
    runtime.start().catch((error: unknown) => console.error('Firebase could not start', error));
  };
  window.addEventListener('storage', startOnChangeElsewhere);
}
