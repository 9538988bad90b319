import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionsError } from 'firebase/functions';
import { FirebaseCallablesPort } from '../../../src/adapters/firebase/FirebaseCallablesPort';
import { toFunctionError } from '../../../src/adapters/firebase/toFunctionError';
import { startedRuntime } from './startedRuntime';
import { FunctionError, MalformedResponseError } from '../../../src/core/kernel/errors';
import { messages } from '../../../src/core/kernel/messages';

/**
 * The real firebase/functions SDK against a local server that answers like a callable, so the
 * translation of each kind of answer is checked without the Functions emulator.
 */
interface Answer {
  status: number;
  body?: unknown;
}

const answers = new Map<string, Answer>();
const received: { path: string; body: unknown }[] = [];
let server: Server;
let app: FirebaseApp;
let port: number;

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text === '' ? undefined : JSON.parse(text)));
  });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const path = request.url ?? '';
      received.push({ path, body });
      const answer = answers.get(path.split('/').pop() ?? '') ?? { status: 500 };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  app = initializeApp({ projectId: 'demo-callables', apiKey: 'demo-key' }, 'callables-test');
});

afterAll(async () => {
  await deleteApp(app);
  await new Promise((resolve) => server.close(resolve));
});

function portTo(host: { host: string; port: number }): FirebaseCallablesPort {
  return new FirebaseCallablesPort(
    startedRuntime(app, { auth: host, functions: host, firestore: host }),
  );
}

const callables = () => portTo({ host: '127.0.0.1', port });

describe('FirebaseCallablesPort', () => {
  it('calls the function by its name in europe-west2 and answers the validated result', async () => {
    answers.set('promotions-getGames', {
      status: 200,
      body: { result: { success: true, meta: [], serverTime: '2026-03-10T12:00:00.000Z' } },
    });

    const answer = await callables().call('promotions-getGames', {});

    expect(answer).toEqual({ success: true, meta: [], serverTime: '2026-03-10T12:00:00.000Z' });
    expect(received.at(-1)?.path).toBe('/demo-callables/europe-west2/promotions-getGames');
  });

  it('leaves undefined fields out of the request instead of sending null', async () => {
    answers.set('members-getVenue', {
      status: 404,
      body: { error: { status: 'NOT_FOUND', message: 'x' } },
    });

    await callables()
      .call('members-getVenue', { venueId: 6, extra: undefined } as never)
      .catch(() => undefined);

    expect(received.at(-1)?.body).toEqual({ data: { venueId: 6 } });
  });

  it.each([
    [404, 'NOT_FOUND', 'Member not found', 'not-found'],
    [400, 'INVALID_ARGUMENT', 'Invalid email address', 'invalid-argument'],
    [401, 'UNAUTHENTICATED', 'Please log in', 'unauthenticated'],
    [403, 'PERMISSION_DENIED', 'Not yours', 'permission-denied'],
    [409, 'ABORTED', 'Already opted in', 'aborted'],
    [429, 'RESOURCE_EXHAUSTED', 'Slow down', 'resource-exhausted'],
    [500, 'INTERNAL', 'INTERNAL', 'internal'],
    [501, 'UNIMPLEMENTED', 'Not yet', 'unimplemented'],
    [503, 'UNAVAILABLE', 'Down for maintenance', 'unavailable'],
    [504, 'DEADLINE_EXCEEDED', 'Too slow', 'deadline-exceeded'],
  ] as const)(
    'turns HTTP %i %s into FunctionError %s with the server message and no status suffix',
    async (status, wireStatus, message, code) => {
      answers.set('members-getMember', {
        status,
        body: { error: { status: wireStatus, message, details: { field: 'email' } } },
      });

      const failure = await callables()
        .call('members-getMember', { location: 'gb' })
        .catch((e) => e);

      expect(failure).toBeInstanceOf(FunctionError);
      expect(failure).toMatchObject({ code, message, details: { field: 'email' } });
    },
  );

  it.each([
    [503, 'unavailable'],
    [502, 'unknown'],
    [418, 'unknown'],
  ] as const)('turns a bare HTTP %i into FunctionError %s', async (status, code) => {
    answers.set('members-getMember', { status });

    const failure = await callables()
      .call('members-getMember', { location: 'gb' })
      .catch((e) => e);

    expect(failure).toBeInstanceOf(FunctionError);
    expect(failure.code).toBe(code);
  });

  it('reports a server that cannot be reached as unavailable (a network failure)', async () => {
    const closed = portTo({ host: '127.0.0.1', port: 9 });

    const failure = await closed.call('members-getMember', { location: 'gb' }).catch((e) => e);

    expect(failure).toBeInstanceOf(FunctionError);
    expect(failure).toMatchObject({ code: 'unavailable', message: messages.errors.network });
  });

  it('refuses an answer that breaks the contract with MalformedResponseError', async () => {
    answers.set('promotions-spinTheWheel', {
      status: 200,
      body: { result: { success: true, prize: 'a car' } },
    });

    const failure = await callables()
      .call('promotions-spinTheWheel', { location: 'gb', gameId: 'g1' })
      .catch((e) => e);

    expect(failure).toBeInstanceOf(MalformedResponseError);
    expect(failure.callable).toBe('promotions-spinTheWheel');
  });
});

describe('toFunctionError', () => {
  it('keeps a fault of the page that is no function answer as unknown, with its message', () => {
    const error = toFunctionError(new Error('Data cannot be encoded in JSON: x'));

    expect(error).toMatchObject({ code: 'unknown', message: 'Data cannot be encoded in JSON: x' });
  });

  it('reads an SDK without the status suffix that reports no answer as "internal" as unavailable', () => {
    const error = toFunctionError(new FunctionsError('internal', 'internal'));

    expect(error).toMatchObject({ code: 'unavailable', message: messages.errors.network });
  });

  it('maps a code outside the catalogue to unknown', () => {
    expect(toFunctionError(new FunctionsError('ok' as never, 'odd [200]')).code).toBe('unknown');
  });
});
