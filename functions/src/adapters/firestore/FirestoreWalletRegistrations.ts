import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import {
  countLogLines,
  type IssuedPass,
  type LogLinesAdmission,
  type LogLinesCount,
  type LogLinesRequest,
  type PassRegistration,
  type PassRevocation,
  type WalletRegistrations,
} from '../../ports/WalletRegistrations';
import { COLLECTIONS, documentIdFor } from './collections';
import { inTransaction } from './transactions';
import { toTimestamp } from './timestamps';

/** A device holds few passes and a pass few devices; reads stop here whatever is stored. */
const READ_LIMIT = 100;

/**
 * applePassRegistrations/{device|serial}, applePassUpdates/{serial}, applePassTokens/{hash},
 * applePassLinks/{ticket} and applePassLog/{day} and /{day|caller key}: Apple Wallet's
 * registrations, update tags, issued passes, used links and the log's daily counts, closed to
 * clients by firestore.rules' default deny.
 */
export class FirestoreWalletRegistrations implements WalletRegistrations {
  constructor(private readonly db: Firestore) {}

  async register(
    registration: PassRegistration,
    maxDevicesPerPass: number,
  ): Promise<'created' | 'existing' | 'full'> {
    const ref = this.registrationRef(
      registration.deviceLibraryIdentifier,
      registration.serialNumber,
    );
    const ofPass = this.registrations()
      .where('serialNumber', '==', registration.serialNumber)
      .limit(READ_LIMIT);
    return inTransaction(this.db, async (tx) => {
      const [existing, held] = await Promise.all([tx.get(ref), tx.get(ofPass)]);
      if (!existing.exists && held.size >= maxDevicesPerPass) return 'full';
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

  async issuePass(pass: IssuedPass): Promise<void> {
    await this.tokenRef(pass.tokenHash).set({ ...pass });
  }

  async issuedPass(tokenHash: string): Promise<IssuedPass | undefined> {
    const held = await this.tokenRef(tokenHash).get();
    return held.exists ? issuedIn(held.data()) : undefined;
  }

  async revokePasses(revocation: PassRevocation): Promise<number> {
    const [field, value] =
      'uid' in revocation ? ['uid', revocation.uid] : ['serialNumber', revocation.serialNumber];
    let revoked = 0;
    // Every pass of the login or membership, a page at a time, however many links were opened.
    for (;;) {
      const page = await this.db
        .collection(COLLECTIONS.applePassTokens)
        .where(field, '==', value)
        .where('revoked', '==', false)
        .limit(READ_LIMIT)
        .get();
      if (page.empty) break;
      const batch = this.db.batch();
      for (const pass of page.docs) batch.update(pass.ref, { revoked: true });
      await batch.commit();
      revoked += page.size;
      await this.removeRegistrations(
        'tokenHash',
        page.docs.map((pass) => String(pass.get('tokenHash'))),
      );
    }
    if ('serialNumber' in revocation) {
      await this.removeRegistrations('serialNumber', [revocation.serialNumber]);
    }
    return revoked;
  }

  async useLinkTicket(ticketId: string, expiresAt: string): Promise<boolean> {
    const ref = this.db.collection(COLLECTIONS.applePassLinks).doc(documentIdFor(ticketId));
    return inTransaction(this.db, async (tx) => {
      if ((await tx.get(ref)).exists) return false;
      // A Timestamp: the collection's TTL policy acts on no other type.
      tx.set(ref, { expiresAt: toTimestamp(expiresAt) });
      return true;
    });
  }

  async admitLogLines(request: LogLinesRequest): Promise<LogLinesAdmission> {
    const log = this.db.collection(COLLECTIONS.applePassLog);
    const dayRef = log.doc(documentIdFor(request.day));
    const callerRef = log.doc(documentIdFor(request.day, request.callerKey));
    return inTransaction(this.db, async (tx) => {
      const [day, caller] = await Promise.all([tx.get(dayRef), tx.get(callerRef)]);
      const counted = countLogLines(request, { caller: countIn(caller), day: countIn(day) });
      const { admitted, droppedByCaller, droppedByDay } = counted.admission;
      // A Timestamp: the collection's TTL policy acts on no other type.
      const expiresAt = toTimestamp(request.expiresAt);
      if (admitted > 0 || droppedByDay > 0) tx.set(dayRef, { ...counted.day, expiresAt });
      if (admitted > 0 || droppedByCaller > 0) tx.set(callerRef, { ...counted.caller, expiresAt });
      return counted.admission;
    });
  }

  /** Deletes the registrations whose `field` is one of `values`, however many. */
  private async removeRegistrations(field: string, values: string[]): Promise<void> {
    for (const value of values) {
      for (;;) {
        const page = await this.registrations().where(field, '==', value).limit(READ_LIMIT).get();
        if (page.empty) break;
        const batch = this.db.batch();
        for (const held of page.docs) batch.delete(held.ref);
        await batch.commit();
      }
    }
  }

  private tokenRef(tokenHash: string) {
    return this.db.collection(COLLECTIONS.applePassTokens).doc(documentIdFor(tokenHash));
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

/** Lines logged and dropped, as a log count document holds them (none when it is absent). */
function countIn(snapshot: { get(field: string): unknown }): LogLinesCount {
  return {
    lines: Number(snapshot.get('lines') ?? 0),
    dropped: Number(snapshot.get('dropped') ?? 0),
  };
}

function issuedIn(data: DocumentData | undefined): IssuedPass | undefined {
  if (!data) return undefined;
  return {
    tokenHash: String(data.tokenHash),
    serialNumber: String(data.serialNumber),
    customerNumber: String(data.customerNumber),
    uid: String(data.uid),
    issuedAt: String(data.issuedAt),
    revoked: data.revoked !== false,
  };
}

function tagIn(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
