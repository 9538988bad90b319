import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FUNCTION_TIMEOUT_MS } from '../../../src/core/kernel/constants';
import {
  callableError,
  FirebaseCallablesPort,
} from '../../../src/adapters/firebase/FirebaseCallablesPort';
import { startedRuntime } from './startedRuntime';
import { FunctionError, MalformedResponseError } from '../../../src/core/kernel/errors';
import { messages } from '../../../src/core/kernel/messages';

/**
 * The callables port against a local server that answers like a callable (the protocol's
 * request and answers), so each kind of answer is checked without the Functions emulator.
 */
interface Answer {
  status: number;
  body?: unknown;
}

/** The status of an answer that never comes. */
const NEVER = 0;
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
      if (answer.status === NEVER) return;
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
  server.closeAllConnections(); // keep-alive sockets, and the request left unanswered
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
    'turns HTTP %i %s into FunctionError %s with the server message',
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

  it('gives up on a function that has not answered after 70 s, as a network problem', async () => {
    answers.set('members-getVenue', { status: NEVER });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const failure = callables()
        .call('members-getVenue', { venueId: 6 })
        .catch((e: unknown) => e);
      await vi.waitFor(() => expect(received.at(-1)?.path).toContain('members-getVenue'));
      await vi.advanceTimersByTimeAsync(FUNCTION_TIMEOUT_MS);

      expect(await failure).toMatchObject({
        code: 'deadline-exceeded',
        message: messages.errors.network,
      });
    } finally {
      vi.useRealTimers();
    }
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

describe('callableError', () => {
  it('reads a status the catalogue does not have by the HTTP status', () => {
    expect(callableError(409, { error: { status: 'OK', message: 'odd' } })).toMatchObject({
      code: 'aborted',
      message: 'odd',
    });
  });

  it('reads a successful answer without a result as internal', () => {
    expect(callableError(200, { data: 1 })).toMatchObject({ code: 'internal' });
  });

  it('names the code as the message when the answer has none', () => {
    expect(callableError(503, '<html>')).toMatchObject({
      code: 'unavailable',
      message: 'unavailable',
    });
  });
});
