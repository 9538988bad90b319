import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../functions/src/adapters/firestore/collections';
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

    it('keeps a used link’s expiry as a timestamp, so the TTL policy removes it when it lapses', async () => {
      await clearFirestore(PROJECT);
      const db = emulatorFirestore(PROJECT);
      await new FirestoreWalletRegistrations(db).useLinkTicket(
        'ticket-ttl',
        '2026-03-10T12:10:00.000Z',
      );

      const [kept] = (await db.collection(COLLECTIONS.applePassLinks).get()).docs;
      const expiresAt: unknown = kept?.get('expiresAt');
      expect(expiresAt).toBeInstanceOf(Timestamp);
      expect((expiresAt as Timestamp).toDate().toISOString()).toBe('2026-03-10T12:10:00.000Z');
    });
  },
);
