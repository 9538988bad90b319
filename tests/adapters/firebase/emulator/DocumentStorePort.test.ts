import { describe, it } from 'vitest';
import { documentStorePortContract } from '../../../contracts/DocumentStorePort.contract';
import { NO_EMULATORS_REASON, skipUnless, WITH_EMULATORS } from './emulatorSuites';
import { firebaseBackend } from './firebaseBackendFixture';

describe.skipIf(
  skipUnless(WITH_EMULATORS, 'FirestoreRestDocumentStorePort contract', NO_EMULATORS_REASON),
)('FirestoreRestDocumentStorePort on the Firestore emulator', () =>
  documentStorePortContract({ describe, it }, firebaseBackend),
);
