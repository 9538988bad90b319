import { describe } from 'vitest';
import { FirestoreWalletRegistrations } from '../../../functions/src/adapters/firestore/FirestoreWalletRegistrations';
import { walletRegistrationsContract } from '../wallet/appleWalletRegistrations.contract';
import { clearFirestore, emulatorFirestore, skipWithoutFirestore } from './firestoreEmulator';

const PROJECT = 'demo-metrewards-wallet';

describe.skipIf(skipWithoutFirestore('Firestore wallet registrations contract'))(
  'FirestoreWalletRegistrations holds to the WalletRegistrations contract',
  () => {
    walletRegistrationsContract(async () => {
      await clearFirestore(PROJECT);
      return new FirestoreWalletRegistrations(emulatorFirestore(PROJECT));
    });
  },
);
