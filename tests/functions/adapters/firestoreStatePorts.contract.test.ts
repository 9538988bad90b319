import { describe } from 'vitest';
import { createFirestoreAdapters } from '../../../functions/src/adapters/firestore/createFirestoreAdapters';
import { seedFirestore } from '../../../functions/src/adapters/firestore/seedFirestore';
import { TriggerEmailMailer } from '../../../functions/src/adapters/mail/TriggerEmailMailer';
import { statePortsContracts } from './contracts';
import { clearFirestore, emulatorFirestore, skipWithoutFirestore } from './firestoreEmulator';

const PROJECT = 'demo-metrewards-contracts';

describe.skipIf(skipWithoutFirestore('Firestore adapters state-port contracts'))(
  'Firestore adapters hold to the state-port contracts',
  () => {
    statePortsContracts(async (state) => {
      const db = emulatorFirestore(PROJECT);
      await clearFirestore(PROJECT);
      await seedFirestore(db, state);
      return { ...createFirestoreAdapters(db), mailer: new TriggerEmailMailer(db) };
    });
  },
);
