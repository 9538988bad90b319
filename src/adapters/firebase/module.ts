import { ContainerModule, type Bind } from 'inversify';
import { AuthPort } from '../../core/ports/AuthPort';
import { CallablesPort } from '../../core/ports/CallablesPort';
import { DocumentStorePort } from '../../core/ports/DocumentStorePort';
import { SessionRecorderPort } from '../../core/ports/SessionRecorderPort';
import { SessionRecordingConsentPort } from '../../core/ports/SessionRecordingConsentPort';
import { ConsentedSessionRecorder, RecordingService } from '../browser/ConsentedSessionRecorder';
import { DataLayerSessionRecording } from './DataLayerSessionRecording';
import { EmulatorWithoutFirestoreDocumentStore } from './EmulatorWithoutFirestoreDocumentStore';
import {
  FirebaseRuntime,
  readFirebaseSettings,
  startFirebase,
  type FirebaseSettings,
} from './firebaseApp';
import { createFirebaseAuth, FirebaseAuthClient } from './firebaseAuthClient';
import { FirebaseAuthPort } from './FirebaseAuthPort';
import { FirebaseCallablesPort } from './FirebaseCallablesPort';
import { FirestoreLiteDocumentStorePort } from './FirestoreLiteDocumentStorePort';

/**
 * The Firebase family: Auth with the app; Functions and Firestore Lite imported on first use.
 * It needs the browser family's KeyValueStorePort and PlatformPort. Loading it reads this
 * build's VITE_FIREBASE_* variables and starts Firebase.
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
  const runtime = startFirebase(settings);
  bind<FirebaseRuntime>(FirebaseRuntime).toConstantValue(runtime);
  bind(FirebaseAuthClient).toConstantValue(createFirebaseAuth(runtime));
  bind(FirebaseAuthPort).toSelf().inSingletonScope();
  bind(AuthPort).toService(FirebaseAuthPort);
  bind(FirebaseCallablesPort).toSelf().inSingletonScope();
  bind(CallablesPort).toService(FirebaseCallablesPort);
  const withoutFirestore = settings.emulators !== null && settings.emulators.firestore === null;
  const documents = withoutFirestore
    ? EmulatorWithoutFirestoreDocumentStore
    : FirestoreLiteDocumentStorePort;
  bind(documents).toSelf().inSingletonScope();
  bind(DocumentStorePort).toService(documents);
  bind(RecordingService).to(DataLayerSessionRecording).inSingletonScope();
  bind(ConsentedSessionRecorder).toSelf().inSingletonScope();
  bind(SessionRecorderPort).toService(ConsentedSessionRecorder);
  bind(SessionRecordingConsentPort).toService(ConsentedSessionRecorder);
}
