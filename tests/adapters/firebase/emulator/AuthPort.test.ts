import { describe, it } from 'vitest';
import { authPortContract } from '../../../contracts/AuthPort.contract';
import { NO_EMULATORS_REASON, skipUnless, WITH_AUTH_AND_FUNCTIONS } from './emulatorSuites';
import { firebaseBackend } from './firebaseBackendFixture';

describe.skipIf(
  skipUnless(WITH_AUTH_AND_FUNCTIONS, 'FirebaseAuthPort contract', NO_EMULATORS_REASON),
)('FirebaseAuthPort on the Auth emulator', () =>
  authPortContract({ describe, it }, firebaseBackend),
);
