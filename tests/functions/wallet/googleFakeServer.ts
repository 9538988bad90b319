/**
 * Google's OAuth token endpoint and the Wallet API's loyaltyObject resource, on a loopback port,
 * as far as the REST adapter uses them: the assertion is checked as Google checks it. The
 * adapter's requests reach it through fakeGoogleFetch, which sends Google's hosts here.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { KeyObject } from 'node:crypto';
import { jwtVerify, type JWTPayload } from 'jose';
import type { Clock } from '../../../functions/src/ports/Clock';

/** A port no other test uses (grep the repository before reusing it). */
export const FAKE_GOOGLE_PORT = 47817;
export const FAKE_GOOGLE_ORIGIN = `http://127.0.0.1:${FAKE_GOOGLE_PORT}`;
/** Where the service account's assertion says it is going: Google's own token endpoint. */
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const GOOGLE_HOSTS = ['https://oauth2.googleapis.com', 'https://walletobjects.googleapis.com'];

/** A fetch that sends what is meant for Google's token endpoint and Wallet API to the fake. */
export const fakeGoogleFetch: typeof fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  const host = GOOGLE_HOSTS.find((origin) => url.startsWith(`${origin}/`));
  if (!host) return Promise.reject(new Error(`not a Google endpoint the fake answers: ${url}`));
  return fetch(`${FAKE_GOOGLE_ORIGIN}${url.slice(host.length)}`, init);
};
const OBJECT_PATH = '/walletobjects/v1/loyaltyObject/';

export interface FakeGoogleSettings {
  /** The service account Google knows: its email and public key. */
  clientEmail: string;
  publicKey: KeyObject;
  clock: Clock;
}

export interface ReceivedPatch {
  objectId: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

export class FakeGoogle {
  readonly objects = new Map<string, Record<string, unknown>>();
  readonly assertions: JWTPayload[] = [];
  readonly patches: ReceivedPatch[] = [];
  private readonly tokens = new Set<string>();
  private failNextPatchWith: number | undefined;
  private settings: FakeGoogleSettings | undefined;
  private readonly server: Server = createServer((request, response) => {
    this.handle(request, response).catch((error: unknown) => {
      reply(response, 500, { error: String(error) });
    });
  });

  /** A fresh Google for each test: no objects, no tokens, nothing received. */
  reset(settings: FakeGoogleSettings): void {
    this.settings = settings;
    this.objects.clear();
    this.tokens.clear();
    this.assertions.length = 0;
    this.patches.length = 0;
    this.failNextPatchWith = undefined;
  }

  failNextPatch(status: number): void {
    this.failNextPatchWith = status;
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(FAKE_GOOGLE_PORT, '127.0.0.1', () => resolve());
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', FAKE_GOOGLE_ORIGIN);
    const body = await readBody(request);
    if (request.method === 'POST' && url.pathname === '/token') {
      return this.token(new URLSearchParams(body), response);
    }
    if (request.method === 'PATCH' && url.pathname.startsWith(OBJECT_PATH)) {
      const objectId = decodeURIComponent(url.pathname.slice(OBJECT_PATH.length));
      return this.patch(objectId, request, JSON.parse(body) as Record<string, unknown>, response);
    }
    reply(response, 404, { error: { code: 404, message: 'No such endpoint' } });
  }

  private async token(form: URLSearchParams, response: ServerResponse): Promise<void> {
    const settings = this.current();
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
      return reply(response, 400, { error: 'unsupported_grant_type' });
    }
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(form.get('assertion') ?? '', settings.publicKey, {
        issuer: settings.clientEmail,
        audience: GOOGLE_TOKEN_URL,
        currentDate: settings.clock.now(),
        maxTokenAge: '1h',
      }));
    } catch {
      return reply(response, 400, { error: 'invalid_grant' });
    }
    this.assertions.push(claims);
    if (claims.scope !== 'https://www.googleapis.com/auth/wallet_object.issuer') {
      return reply(response, 400, { error: 'invalid_scope' });
    }
    const token = `token-${this.assertions.length}`;
    this.tokens.add(token);
    reply(response, 200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
  }

  private patch(
    objectId: string,
    request: IncomingMessage,
    body: Record<string, unknown>,
    response: ServerResponse,
  ): void {
    const authorization = request.headers.authorization;
    this.patches.push({
      objectId,
      authorization,
      contentType: request.headers['content-type'],
      body,
    });
    if (!this.tokens.has(authorization?.replace(/^Bearer /, '') ?? '')) {
      return reply(response, 401, { error: { code: 401, message: 'Invalid Credentials' } });
    }
    const failure = this.failNextPatchWith;
    this.failNextPatchWith = undefined;
    if (failure !== undefined) return reply(response, failure, { error: { code: failure } });
    const existing = this.objects.get(objectId);
    if (!existing) {
      return reply(response, 404, { error: { code: 404, message: 'Resource not found' } });
    }
    const updated = { ...existing, ...body };
    this.objects.set(objectId, updated);
    reply(response, 200, updated);
  }

  private current(): FakeGoogleSettings {
    if (!this.settings) throw new Error('FakeGoogle.reset was not called');
    return this.settings;
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
