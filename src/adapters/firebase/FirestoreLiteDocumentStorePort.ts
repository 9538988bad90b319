import type { Firestore, Timestamp } from 'firebase/firestore/lite';
import type { GameOptin as StoredGameOptin, UserDocument } from '@met/scheme/documents';
import { inject, injectable } from 'inversify';
import { FunctionError } from '../../core/kernel/errors';
import { messages } from '../../core/kernel/messages';
import type {
  DocumentStorePort,
  GameOptin,
  GamePlay,
  UserProfile,
} from '../../core/ports/DocumentStorePort';
import { FirebaseRuntime } from './FirebaseRuntime';
import {
  isOptInOf,
  PLAYS_COLLECTION,
  toGamePlay,
  toUserProfile,
  USERS_COLLECTION,
} from './firestoreDocuments';
import { toDocumentStoreError } from './toDocumentStoreError';
import { withTimeout } from './withTimeout';

/**
 * A read or write that has not answered after this long fails as 'unavailable', so sign-in
 * ends with the app-offline message instead of a spinner that never stops. Firestore answers
 * these small requests in well under a second; 15 s leaves room for a slow mobile network.
 */
export const DOCUMENT_STORE_TIMEOUT_MS = 15_000;

type FirestoreLite = typeof import('firebase/firestore/lite');

interface Connection {
  lite: FirestoreLite;
  db: Firestore;
}

/**
 * DocumentStorePort on Firestore Lite, imported on first use (a separate chunk).
 *
 * Why Lite: the app reads one document, merges one list in a transaction and runs one
 * limit-1 query, all on demand. Lite has no realtime listeners (onSnapshot), no offline cache
 * or IndexedDB persistence and no latency-compensated pending writes; the app uses none of
 * them (a profile is read at sign-in, a play after a spin), and Lite is about 25 KB gzip
 * against 129 KB for full Firestore. Lite does have transactions and queries, which this needs.
 */
@injectable()
export class FirestoreLiteDocumentStorePort implements DocumentStorePort {
  readonly #runtime: FirebaseRuntime;
  #connection: Promise<Connection> | null = null;

  constructor(@inject(FirebaseRuntime) runtime: FirebaseRuntime) {
    this.#runtime = runtime;
  }

  readUserProfile(uid: string): Promise<UserProfile | null> {
    return this.#run(async ({ lite, db }) => {
      const snapshot = await lite.getDoc(lite.doc(db, USERS_COLLECTION, uid));
      const data = snapshot.data();
      return data === undefined ? null : toUserProfile(uid, data);
    });
  }

  /**
   * Read-modify-write in a transaction, not arrayUnion: arrayUnion cannot replace the entry of
   * the same game. The other entries are written back exactly as stored (not via Dates, which
   * would drop a Timestamp's sub-millisecond part), so the security rules see them unchanged.
   */
  mergeGameOptin(uid: string, entry: GameOptin): Promise<void> {
    return this.#run(({ lite, db }) =>
      lite.runTransaction(db, async (transaction) => {
        const ref = lite.doc(db, USERS_COLLECTION, uid);
        const snapshot = await transaction.get(ref);
        if (!snapshot.exists())
          throw new FunctionError('not-found', messages.errors.profileNotFound);
        const stored: unknown = snapshot.get('gameOptin');
        const kept = Array.isArray(stored)
          ? stored.filter((other) => !isOptInOf(other, entry.gameId))
          : [];
        const added: StoredGameOptin<Timestamp> = {
          gameId: entry.gameId,
          timestamp: lite.Timestamp.fromDate(entry.timestamp),
        };
        const change: Pick<UserDocument<Timestamp>, 'gameOptin'> = { gameOptin: [...kept, added] };
        transaction.update(ref, change);
      }),
    );
  }

  lastGamePlay(uid: string, gameId: string): Promise<GamePlay | null> {
    return this.#run(async ({ lite, db }) => {
      const plays = lite.query(
        lite.collection(db, PLAYS_COLLECTION),
        lite.where('userId', '==', uid),
        lite.where('gameId', '==', gameId),
        lite.orderBy('timestamp', 'desc'),
        lite.limit(1),
      );
      const latest = (await lite.getDocs(plays)).docs[0];
      return latest === undefined ? null : toGamePlay(latest.data());
    });
  }

  async #run<T>(work: (connection: Connection) => Promise<T>): Promise<T> {
    const attempt = this.#connect().then(work);
    try {
      return await withTimeout(
        attempt,
        DOCUMENT_STORE_TIMEOUT_MS,
        () => new FunctionError('unavailable', messages.errors.network),
      );
    } catch (error) {
      throw toDocumentStoreError(error);
    }
  }

  #connect(): Promise<Connection> {
    this.#connection ??= this.#open().catch((error: unknown) => {
      this.#connection = null; // a chunk that failed to load (offline) is tried again next time
      throw new FunctionError('unavailable', messages.errors.network, error);
    });
    return this.#connection;
  }

  async #open(): Promise<Connection> {
    const [{ app }, lite] = await Promise.all([
      this.#runtime.start(),
      import('firebase/firestore/lite'),
    ]);
    const db = lite.getFirestore(app);
    const emulator = this.#runtime.emulators?.firestore;
    if (emulator) lite.connectFirestoreEmulator(db, emulator.host, emulator.port);
    return { lite, db };
  }
}
