import type { Firestore } from 'firebase-admin/firestore';
import type { PasskeyChallenge, Passkeys, StoredPasskey } from '../../ports/Passkeys';
import { COLLECTIONS } from './collections';
import { inTransaction } from './transactions';

/**
 * passkeys/{credentialId} and passkeyChallenges/{challenge}. A challenge is taken in
 * a transaction, so of two verifications of one challenge only one gets it; a use is recorded in a
 * transaction that checks the counter it read.
 */
export class FirestorePasskeys implements Passkeys {
  constructor(private readonly db: Firestore) {}

  private challenges() {
    return this.db.collection(COLLECTIONS.passkeyChallenges);
  }

  private credentials() {
    return this.db.collection(COLLECTIONS.passkeys);
  }

  async saveChallenge(challenge: PasskeyChallenge): Promise<void> {
    await this.challenges()
      .doc(challenge.challenge)
      .set({ ...challenge, expiresAt: new Date(challenge.expiresAt) });
  }

  async takeChallenge(challenge: string): Promise<PasskeyChallenge | undefined> {
    const ref = this.challenges().doc(challenge);
    return inTransaction(this.db, async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return undefined;
      tx.delete(ref);
      const data = snapshot.data() as Omit<PasskeyChallenge, 'expiresAt'> & {
        expiresAt: { toDate(): Date };
      };
      return { ...data, expiresAt: data.expiresAt.toDate().toISOString() };
    });
  }

  async add(passkey: StoredPasskey): Promise<void> {
    await this.credentials().doc(passkey.id).create(passkey);
  }

  async find(id: string): Promise<StoredPasskey | undefined> {
    const snapshot = await this.credentials().doc(id).get();
    return snapshot.exists ? (snapshot.data() as StoredPasskey) : undefined;
  }

  async listFor(uid: string): Promise<StoredPasskey[]> {
    const snapshot = await this.credentials().where('uid', '==', uid).get();
    return snapshot.docs.map((doc) => doc.data() as StoredPasskey);
  }

  async recordUse(id: string, seenCounter: number, counter: number, at: string): Promise<boolean> {
    const ref = this.credentials().doc(id);
    return inTransaction(this.db, async (tx) => {
      const snapshot = await tx.get(ref);
      if ((snapshot.data() as StoredPasskey | undefined)?.counter !== seenCounter) return false;
      tx.update(ref, { counter, lastUsedAt: at });
      return true;
    });
  }

  async remove(uid: string, id: string): Promise<boolean> {
    const ref = this.credentials().doc(id);
    return inTransaction(this.db, async (tx) => {
      const snapshot = await tx.get(ref);
      if ((snapshot.data() as StoredPasskey | undefined)?.uid !== uid) return false;
      tx.delete(ref);
      return true;
    });
  }

  async removeAllFor(uid: string): Promise<void> {
    const snapshot = await this.credentials().where('uid', '==', uid).get();
    await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()));
  }
}
