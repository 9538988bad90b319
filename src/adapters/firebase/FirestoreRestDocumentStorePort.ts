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
import {
  fromRestFields,
  fromRestValue,
  restRequest,
  restValuesOf,
  type RestDocument,
  type RestValue,
} from './firestoreRest';
import { withTimeout } from './withTimeout';

/**
 * A read or write that has not answered after this long fails as 'unavailable', so sign-in
 * ends with the app-offline message instead of a spinner that never stops. Firestore answers
 * these small requests in well under a second; 15 s leaves room for a slow mobile network.
 */
const DOCUMENT_STORE_TIMEOUT_MS = 15_000;

/** How often an opt-in is tried when Firestore aborts its transaction (users/{uid} changed). */
const WRITE_ATTEMPTS = 5;

/** Where the database is, and the signed-in member's ID token for the rules. */
interface Connection {
  /** The database's name, projects/P/databases/(default). */
  database: string;
  /** Its documents' URL, e.g. https://firestore.googleapis.com/v1/projects/P/databases/(default)/documents */
  documents: string;
  headers: () => Promise<Record<string, string>>;
}

/**
 * DocumentStorePort on Firestore's REST API with fetch: one document read, one transaction that
 * writes one field and one limit-1 query, as the security rules allow them to the signed-in member
 * (their Auth ID token). This is what Firestore Lite does over the same API, in about 1.5 KB
 * gzip instead of its 31 KB, which a signed-in start downloaded before home could paint
 * (DECISIONS.md "Performance: the real path"). The app needs none of full Firestore's realtime
 * listeners, offline cache or pending writes.
 */
@injectable()
export class FirestoreRestDocumentStorePort implements DocumentStorePort {
  constructor(@inject(FirebaseRuntime) private readonly runtime: FirebaseRuntime) {}

  readUserProfile(uid: string): Promise<UserProfile | null> {
    return this.#run(async (connection) => {
      const document = await this.#readUser(connection, uid);
      return document === null ? null : toUserProfile(uid, fromRestFields(document.fields ?? {}));
    });
  }

  /**
   * Read-modify-write in one of Firestore's transactions (as Firestore Lite's runTransaction:
   * begin, read in it, commit; tried again when Firestore aborts it because the document changed),
   * not arrayUnion: arrayUnion cannot replace the entry of the same game. The other entries are
   * written back exactly as stored (their REST values untouched), so the rules see them unchanged.
   */
  mergeGameOptin(uid: string, entry: GameOptin): Promise<void> {
    return this.#run(async (connection) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await this.#mergeOnce(connection, uid, entry);
          return;
        } catch (error) {
          const changedMeanwhile = error instanceof FunctionError && error.code === 'aborted';
          if (!changedMeanwhile || attempt === WRITE_ATTEMPTS) throw error;
        }
      }
    });
  }

  async #mergeOnce(connection: Connection, uid: string, entry: GameOptin): Promise<void> {
    const headers = await connection.headers();
    const begun = (await restRequest(`${connection.documents}:beginTransaction`, {
      method: 'POST',
      headers,
      body: '{}',
    })) as { transaction: string };
    const { transaction } = begun;
    const document = await this.#readUserIn(connection, uid, transaction);
    if (document === null) throw new FunctionError('not-found', messages.errors.profileNotFound);
    const kept = restValuesOf(document.fields?.gameOptin).filter(
      (other) => !isOptInOf(fromRestValue(other), entry.gameId),
    );
    const added: RestValue = {
      mapValue: {
        fields: {
          gameId: { stringValue: entry.gameId },
          timestamp: { timestampValue: entry.timestamp.toISOString() },
        },
      },
    };
    await restRequest(`${connection.documents}:commit`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        transaction,
        writes: [
          {
            update: {
              name: document.name,
              fields: { gameOptin: { arrayValue: { values: [...kept, added] } } },
            },
            updateMask: { fieldPaths: ['gameOptin'] },
            currentDocument: { exists: true },
          },
        ],
      }),
    });
  }

  lastGamePlay(uid: string, gameId: string): Promise<GamePlay | null> {
    return this.#run(async (connection) => {
      const equal = (fieldPath: string, value: string) => ({
        fieldFilter: { field: { fieldPath }, op: 'EQUAL', value: { stringValue: value } },
      });
      const answer = await restRequest(`${connection.documents}:runQuery`, {
        method: 'POST',
        headers: await connection.headers(),
        body: JSON.stringify({
          structuredQuery: {
            from: [{ collectionId: PLAYS_COLLECTION }],
            where: {
              compositeFilter: {
                op: 'AND',
                filters: [equal('userId', uid), equal('gameId', gameId)],
              },
            },
            orderBy: [{ field: { fieldPath: 'timestamp' }, direction: 'DESCENDING' }],
            limit: 1,
          },
        }),
      });
      const rows = Array.isArray(answer) ? (answer as { document?: RestDocument }[]) : [];
      const latest = rows.find((row) => row.document !== undefined)?.document;
      return latest === undefined ? null : toGamePlay(fromRestFields(latest.fields ?? {}));
    });
  }

  async #readUser(connection: Connection, uid: string): Promise<RestDocument | null> {
    const url = `${connection.documents}/${USERS_COLLECTION}/${encodeURIComponent(uid)}`;
    return (await restRequest(url, { headers: await connection.headers() })) as RestDocument | null;
  }

  /** users/{uid} read in `transaction` (batchGet: the emulator answers no GET in a transaction). */
  async #readUserIn(
    connection: Connection,
    uid: string,
    transaction: string,
  ): Promise<RestDocument | null> {
    const answer = await restRequest(`${connection.documents}:batchGet`, {
      method: 'POST',
      headers: await connection.headers(),
      body: JSON.stringify({
        documents: [`${connection.database}/documents/${USERS_COLLECTION}/${uid}`],
        transaction,
      }),
    });
    const rows = Array.isArray(answer) ? (answer as { found?: RestDocument }[]) : [];
    return rows.find((row) => row.found !== undefined)?.found ?? null;
  }

  async #run<T>(work: (connection: Connection) => Promise<T>): Promise<T> {
    const attempt = work(this.#connect());
    return withTimeout(
      attempt,
      DOCUMENT_STORE_TIMEOUT_MS,
      () => new FunctionError('unavailable', messages.errors.network),
    );
  }

  #connect(): Connection {
    const emulator = this.runtime.emulators?.firestore;
    const api = emulator
      ? `http://${emulator.host}:${emulator.port}/v1`
      : 'https://firestore.googleapis.com/v1';
    const database = `projects/${this.runtime.projectId}/databases/(default)`;
    return {
      database,
      documents: `${api}/${database}/documents`,
      // No ID token to be had (offline) is no answer from Firestore.
      headers: () =>
        this.runtime.requestHeaders().catch((error: unknown) => {
          throw new FunctionError('unavailable', messages.errors.network, error);
        }),
    };
  }
}
