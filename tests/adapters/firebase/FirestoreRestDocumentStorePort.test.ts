import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirestoreRestDocumentStorePort } from '../../../src/adapters/firebase/FirestoreRestDocumentStorePort';
import { fromRestError, fromRestValue } from '../../../src/adapters/firebase/firestoreRest';
import { FunctionError } from '../../../src/core/kernel/errors';
import { startedRuntime } from './startedRuntime';

describe("Firestore's REST values as plain data", () => {
  it('reads text, numbers, true/false and null', () => {
    expect(fromRestValue({ stringValue: '100001' })).toBe('100001');
    expect(fromRestValue({ integerValue: '100001' })).toBe(100001);
    expect(fromRestValue({ doubleValue: 2.5 })).toBe(2.5);
    expect(fromRestValue({ booleanValue: true })).toBe(true);
    expect(fromRestValue({ nullValue: null })).toBeNull();
  });

  it('reads an instant kept to the microsecond as its Date, to the millisecond', () => {
    expect(fromRestValue({ timestampValue: '2026-11-27T01:02:03.123456Z' })).toEqual(
      new Date(Date.UTC(2026, 10, 27, 1, 2, 3, 123)),
    );
    expect(fromRestValue({ timestampValue: '2026-11-27T01:02:03Z' })).toEqual(
      new Date(Date.UTC(2026, 10, 27, 1, 2, 3)),
    );
  });

  it('reads lists and records inside one another, an empty list as []', () => {
    const optins = {
      arrayValue: {
        values: [
          {
            mapValue: {
              fields: {
                gameId: { stringValue: 'g1' },
                timestamp: { timestampValue: '2026-11-27T00:00:00Z' },
              },
            },
          },
        ],
      },
    };

    expect(fromRestValue(optins)).toEqual([
      { gameId: 'g1', timestamp: new Date('2026-11-27T00:00:00Z') },
    ]);
    expect(fromRestValue({ arrayValue: {} })).toEqual([]);
    expect(fromRestValue({ mapValue: {} })).toEqual({});
  });

  it('leaves kinds the app never stores unread', () => {
    expect(fromRestValue({ geoPointValue: { latitude: 51.5, longitude: -0.1 } })).toBeUndefined();
  });
});

describe("Firestore's REST error answers as function errors", () => {
  it.each([
    ['PERMISSION_DENIED', 'permission-denied'],
    ['UNAUTHENTICATED', 'unauthenticated'],
    ['UNAVAILABLE', 'unavailable'],
    ['DEADLINE_EXCEEDED', 'deadline-exceeded'],
    ['NOT_FOUND', 'not-found'],
    // The desk's codes joined the app's table.
    ['ALREADY_EXISTS', 'already-exists'],
    ['FAILED_PRECONDITION', 'failed-precondition'],
    ['DATA_LOSS', 'unknown'],
    ['OUT_OF_RANGE', 'unknown'],
  ] as const)('maps the status %s to the function code %s', (status, code) => {
    const error = fromRestError(
      { error: { code: 403, status, message: 'Missing or insufficient permissions.' } },
      403,
    );

    expect(error).toBeInstanceOf(FunctionError);
    expect(error).toMatchObject({ code, message: 'Missing or insufficient permissions.' });
  });

  it("reads a query's error, which comes as the first element of a list", () => {
    const error = fromRestError([{ error: { status: 'PERMISSION_DENIED', message: 'no' } }], 403);

    expect(error).toMatchObject({ code: 'permission-denied', message: 'no' });
  });

  it('keeps an answer that is not an error record as unknown, with the HTTP status', () => {
    expect(fromRestError('<html>Bad gateway</html>', 502)).toMatchObject({
      code: 'unknown',
      message: 'HTTP 502',
    });
  });
});

describe('FirestoreRestDocumentStorePort without a reachable Firestore', () => {
  let app: FirebaseApp;

  beforeAll(() => {
    app = initializeApp({ projectId: 'demo-unreachable', apiKey: 'demo-key' }, 'unreachable');
  });

  afterAll(() => deleteApp(app));

  it.each([
    ['the profile read', (store: FirestoreRestDocumentStorePort) => store.readUserProfile('u1')],
    ['the last play', (store: FirestoreRestDocumentStorePort) => store.lastGamePlay('u1', 'g1')],
    [
      'an opt-in',
      (store: FirestoreRestDocumentStorePort) =>
        store.mergeGameOptin('u1', { gameId: 'g1', timestamp: new Date() }),
    ],
  ])('fails %s at once as a network error, so nothing hangs', async (_, call) => {
    const closed = { host: '127.0.0.1', port: 9 };
    const store = new FirestoreRestDocumentStorePort(
      startedRuntime(app, { auth: closed, functions: closed, firestore: closed }),
    );

    const failure = await call(store).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(FunctionError);
    expect(failure).toMatchObject({ code: 'unavailable' });
  });
});
