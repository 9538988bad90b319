import { deleteApp, FirebaseError, initializeApp, type FirebaseApp } from 'firebase/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirestoreLiteDocumentStorePort } from '../../../src/adapters/firebase/FirestoreLiteDocumentStorePort';
import { toDocumentStoreError } from '../../../src/adapters/firebase/toDocumentStoreError';
import { FunctionError } from '../../../src/core/kernel/errors';
import { messages } from '../../../src/core/kernel/messages';
import { startedRuntime } from './startedRuntime';

describe('toDocumentStoreError', () => {
  it.each([
    ['permission-denied', 'permission-denied'],
    ['unauthenticated', 'unauthenticated'],
    ['unavailable', 'unavailable'],
    ['deadline-exceeded', 'deadline-exceeded'],
    ['not-found', 'not-found'],
    ['failed-precondition', 'unknown'],
    ['already-exists', 'unknown'],
    ['data-loss', 'unknown'],
  ] as const)('maps the Firestore code %s to the function code %s', (firestoreCode, code) => {
    const error = toDocumentStoreError(
      new FirebaseError(firestoreCode, 'Missing or insufficient permissions.'),
    );

    expect(error).toBeInstanceOf(FunctionError);
    expect(error).toMatchObject({ code, message: 'Missing or insufficient permissions.' });
  });

  it("reads Lite's 'no HTTP answer at all' as a network failure", () => {
    const error = toDocumentStoreError(
      new FirebaseError('unknown', 'Request failed with error: undefined'),
    );

    expect(error).toMatchObject({ code: 'unavailable', message: messages.errors.network });
  });

  it('keeps any other failure as unknown with its message, never swallowed', () => {
    expect(toDocumentStoreError(new TypeError('bad data'))).toMatchObject({
      code: 'unknown',
      message: 'bad data',
    });
  });
});

describe('FirestoreLiteDocumentStorePort without a reachable Firestore', () => {
  let app: FirebaseApp;

  beforeAll(() => {
    app = initializeApp({ projectId: 'demo-unreachable', apiKey: 'demo-key' }, 'unreachable');
  });

  afterAll(() => deleteApp(app));

  it('fails the profile read at once as unavailable, so sign-in does not hang', async () => {
    const closed = { host: '127.0.0.1', port: 9 };
    const store = new FirestoreLiteDocumentStorePort(
      startedRuntime(app, { auth: closed, functions: closed, firestore: closed }),
    );

    const failure = await store.readUserProfile('u1').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(FunctionError);
    expect(failure).toMatchObject({ code: 'unavailable' });
  });
});
