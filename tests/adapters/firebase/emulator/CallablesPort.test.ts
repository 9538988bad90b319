import { describe, it } from 'vitest';
import { callablesPortContract } from '../../../contracts/CallablesPort.contract';
import { NO_EMULATORS_REASON, skipUnless, WITH_EMULATORS } from './emulatorSuites';
import { firebaseBackend } from './firebaseBackendFixture';

describe.skipIf(skipUnless(WITH_EMULATORS, 'FirebaseCallablesPort contract', NO_EMULATORS_REASON))(
  'FirebaseCallablesPort on the Functions and Firestore emulators',
  () => callablesPortContract({ describe, it }, firebaseBackend),
);
