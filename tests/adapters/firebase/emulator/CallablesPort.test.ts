import { describe, it } from 'vitest';
import { callablesPortContract } from '../../../contracts/CallablesPort.contract';
import {
  NO_EMULATORS_REASON,
  skipUnless,
  WITH_AUTH_AND_FUNCTIONS,
  WITH_FIRESTORE,
} from './emulatorSuites';
import { firebaseBackend } from './firebaseBackendFixture';

/**
 * Without the Firestore emulator the Functions emulator serves the demo seed from each function's
 * own memory (functions/src/hosting/createBackend.ts): these cases need one callable to see what
 * another wrote (a registration, then users-createUser; a link, then members-getMember).
 */
const NEEDS_SHARED_STATE = new Set([
  'users-createUser makes a login for a joined member whose details match',
  'members-linkMembership links a membership whose date of birth matches',
]);

const SHARED_STATE_REASON =
  'needs state shared between functions, which the Functions emulator has only with the Firestore emulator (Java 21 and a download these machines cannot make)';

/** vitest's `it`, skipping (with the reason printed) the cases this run cannot hold. */
const itForThisRun = new Proxy(it, {
  apply(target, thisArg, args: Parameters<typeof it>) {
    const [name] = args;
    if (!WITH_FIRESTORE && typeof name === 'string' && NEEDS_SHARED_STATE.has(name)) {
      console.warn(`[skipped] ${name}: ${SHARED_STATE_REASON}`);
      return target.skip(...args);
    }
    return Reflect.apply(target, thisArg, args);
  },
});

describe.skipIf(
  skipUnless(WITH_AUTH_AND_FUNCTIONS, 'FirebaseCallablesPort contract', NO_EMULATORS_REASON),
)('FirebaseCallablesPort on the Functions emulator', () =>
  callablesPortContract({ describe, it: itForThisRun }, firebaseBackend),
);
