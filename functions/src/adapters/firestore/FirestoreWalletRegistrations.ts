import type { Firestore } from 'firebase-admin/firestore';
import type { PassRegistration, WalletRegistrations } from '../../ports/WalletRegistrations';
import { COLLECTIONS, documentIdFor } from './collections';
import { inTransaction } from './transactions';

/** A device holds few passes and a pass few devices; reads stop here whatever is stored. */
const READ_LIMIT = 100;

/**
 * applePassRegistrations/{device|serial} and applePassUpdates/{serial}: Apple Wallet's
 * registrations and update tags, closed to clients by firestore.rules' default deny.
 */
export class FirestoreWalletRegistrations implements WalletRegistrations {
  constructor(private readonly db: Firestore) {}

  async register(
    registration: PassRegistration,
    maxDevicesPerPass: number,
  ): Promise<'created' | 'existing'> {
    const ref = this.registrationRef(
      registration.deviceLibraryIdentifier,
      registration.serialNumber,
    );
    const ofPass = this.registrations()
      .where('serialNumber', '==', registration.serialNumber)
      .limit(READ_LIMIT);
    return inTransaction(this.db, async (tx) => {
      const [existing, held] = await Promise.all([tx.get(ref), tx.get(ofPass)]);
      if (!existing.exists) {
        const oldestFirst = held.docs.sort((a, b) =>
          String(a.get('registeredAt')).localeCompare(String(b.get('registeredAt'))),
        );
        const surplus = Math.max(0, oldestFirst.length - maxDevicesPerPass + 1);
        for (const oldest of oldestFirst.slice(0, surplus)) tx.delete(oldest.ref);
      }
      tx.set(ref, { ...registration });
      return existing.exists ? 'existing' : 'created';
    });
  }

  async unregister(deviceLibraryIdentifier: string, serialNumber: string): Promise<boolean> {
    const ref = this.registrationRef(deviceLibraryIdentifier, serialNumber);
    return inTransaction(this.db, async (tx) => {
      const existing = await tx.get(ref);
      if (existing.exists) tx.delete(ref);
      return existing.exists;
    });
  }

  async passesOfDevice(
    deviceLibraryIdentifier: string,
  ): Promise<{ serialNumber: string; updateTag: string | undefined }[]> {
    const held = await this.registrations()
      .where('deviceLibraryIdentifier', '==', deviceLibraryIdentifier)
      .limit(READ_LIMIT)
      .get();
    const serials = held.docs.map((doc) => String(doc.get('serialNumber')));
    if (serials.length === 0) return [];
    const tags = await this.db.getAll(...serials.map((serial) => this.updateRef(serial)));
    return serials.map((serialNumber, at) => ({
      serialNumber,
      updateTag: tagIn(tags[at]?.get('tag')),
    }));
  }

  async pushTokensOf(serialNumber: string): Promise<string[]> {
    const held = await this.registrations()
      .where('serialNumber', '==', serialNumber)
      .limit(READ_LIMIT)
      .get();
    return held.docs.map((doc) => String(doc.get('pushToken')));
  }

  async markUpdated(serialNumber: string, tag: string): Promise<void> {
    const ref = this.updateRef(serialNumber);
    await inTransaction(this.db, async (tx) => {
      const current = tagIn((await tx.get(ref)).get('tag'));
      if (current === undefined || Number(tag) > Number(current)) tx.set(ref, { tag });
    });
  }

  async updateTagOf(serialNumber: string): Promise<string | undefined> {
    return tagIn((await this.updateRef(serialNumber).get()).get('tag'));
  }

  private registrations() {
    return this.db.collection(COLLECTIONS.applePassRegistrations);
  }

  private registrationRef(deviceLibraryIdentifier: string, serialNumber: string) {
    return this.registrations().doc(documentIdFor(deviceLibraryIdentifier, serialNumber));
  }

  private updateRef(serialNumber: string) {
    return this.db.collection(COLLECTIONS.applePassUpdates).doc(documentIdFor(serialNumber));
  }
}

function tagIn(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
