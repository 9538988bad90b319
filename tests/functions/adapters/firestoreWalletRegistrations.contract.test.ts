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

    it("keeps the log's counts of a day and of a caller with a timestamp expiry, for the TTL policy", async () => {
      await clearFirestore(PROJECT);
      const db = emulatorFirestore(PROJECT);
      await new FirestoreWalletRegistrations(db).admitLogLines({
        day: '2026-03-10',
        callerKey: 'caller-hash',
        wanted: 5,
        maxPerCaller: 3,
        maxPerDay: 10,
        expiresAt: '2026-03-11T00:00:00.000Z',
      });

      const kept = (await db.collection(COLLECTIONS.applePassLog).get()).docs.map((held) => ({
        id: held.id,
        lines: held.get('lines'),
        dropped: held.get('dropped'),
        expiresAt: (held.get('expiresAt') as Timestamp).toDate().toISOString(),
      }));
      expect(kept).toEqual([
        { id: '2026-03-10', lines: 3, dropped: 0, expiresAt: '2026-03-11T00:00:00.000Z' },
        {
          id: '2026-03-10|caller-hash',
          lines: 3,
          dropped: 2,
          expiresAt: '2026-03-11T00:00:00.000Z',
        },
      ]);
    });
  },
);
