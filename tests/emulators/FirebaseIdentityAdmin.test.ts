import { describe } from 'vitest';
import { FirebaseIdentityAdmin } from '../../functions/src/adapters/firebase-auth/FirebaseIdentityAdmin';
import { identityAdminContract } from '../functions/adapters/contracts/IdentityAdmin.contract';
import { adminAuth } from './authEmulator';
import { skipWithoutEmulators } from './emulatorEnvironment';

describe.skipIf(skipWithoutEmulators('FirebaseIdentityAdmin contract'))(
  'FirebaseIdentityAdmin holds to the IdentityAdmin contract (Auth emulator)',
  () => {
    identityAdminContract(async () => new FirebaseIdentityAdmin(adminAuth()));
  },
);
