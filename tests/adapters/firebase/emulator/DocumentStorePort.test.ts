import { describe, it } from 'vitest';
import { documentStorePortContract } from '../../../contracts/DocumentStorePort.contract';
import { NO_FIRESTORE_REASON, skipUnless, WITH_FIRESTORE } from './emulatorSuites';
import { firebaseBackend } from './firebaseBackendFixture';

describe.skipIf(
  skipUnless(WITH_FIRESTORE, 'FirestoreLiteDocumentStorePort contract', NO_FIRESTORE_REASON),
)('FirestoreLiteDocumentStorePort on the Firestore emulator', () =>
  documentStorePortContract({ describe, it }, firebaseBackend),
);
