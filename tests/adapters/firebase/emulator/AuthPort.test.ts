import { describe, it } from 'vitest';
import { authPortContract } from '../../../contracts/AuthPort.contract';
import { NO_EMULATORS_REASON, skipUnless, WITH_EMULATORS } from './emulatorSuites';
import { firebaseBackend } from './firebaseBackendFixture';

describe.skipIf(skipUnless(WITH_EMULATORS, 'FirebaseAuthPort contract', NO_EMULATORS_REASON))(
  'FirebaseAuthPort on the Auth emulator',
  () => authPortContract({ describe, it }, firebaseBackend),
);
