import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  claimsOf,
  readSavedUser,
  SavedSignIn,
  SavedSignInRefused,
} from '../../../src/adapters/firebase/savedSignIn';
import { AuthError } from '../../../src/core/kernel/errors';

/** base64url without padding, as a JWT writes its parts. */
const base64url = (text: string) =>
  Buffer.from(text, 'utf8')
    .toString('base64')
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');

describe('claimsOf: the payload of an ID token', () => {
  it('reads base64url without padding, in UTF-8', () => {
    const claims = { name: 'Zoë ?>>', staff: { venueId: 3 }, email_verified: true };
    const payload = base64url(JSON.stringify(claims));
    expect(payload).toMatch(/[-_]/); // the alphabet's own characters are in play

    expect(claimsOf(`header.${payload}.signature`)).toEqual(claims);
  });

  it('reads no claims from something that is not a token', () => {
    expect(claimsOf('')).toEqual({});
    expect(claimsOf('a.%%%.c')).toEqual({});
    expect(claimsOf(`a.${base64url('[1,2]')}.c`)).toEqual({});
  });
});

describe("readSavedUser: what Firebase Auth's local persistence saved", () => {
  const saved = {
    uid: 'uid-jack',
    email: 'jack@example.com',
    emailVerified: true,
    stsTokenManager: { refreshToken: 'r', accessToken: 'a.b.c', expirationTime: 1_800_000_000_000 },
  };

  it('reads the user and the tokens saved beside them', () => {
    expect(readSavedUser(JSON.stringify(saved))).toEqual({
      uid: 'uid-jack',
      email: 'jack@example.com',
      emailVerified: true,
      refreshToken: 'r',
      idToken: { token: 'a.b.c', expiresAt: 1_800_000_000_000 },
    });
  });

  it('reads a user without usable tokens as one whose token must be refreshed or refused', () => {
    const withoutTokens = readSavedUser(JSON.stringify({ ...saved, stsTokenManager: 'x' }));
    expect(withoutTokens).toMatchObject({ uid: 'uid-jack', refreshToken: '', idToken: null });
  });

  it('reads nobody from nothing, broken JSON or a value without a uid', () => {
    expect(readSavedUser(null)).toBeNull();
    expect(readSavedUser('{"uid":')).toBeNull();
    expect(readSavedUser('{"uid":""}')).toBeNull();
    expect(readSavedUser('"uid-jack"')).toBeNull();
  });
});

describe('SavedSignIn: what counts as Auth refusing the saved sign-in', () => {
  const NOW = Date.parse('2026-03-10T21:00:00Z');
  // A saved user whose ID token has expired, so asking for one refreshes it over REST.
  const saved = JSON.stringify({
    uid: 'ada',
    email: 'ada@example.com',
    emailVerified: true,
    stsTokenManager: { refreshToken: 'refresh-1', accessToken: 'old', expirationTime: NOW - 1 },
  });
  const signIn = () =>
    new SavedSignIn(
      { apiKey: 'demo-key', authOrigin: null },
      () => saved,
      () => NOW,
    );
  const answering = (response: Response) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => response),
    );

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("hands Auth's own refusal over by its code (the SDK then signs the member out)", async () => {
    answering(Response.json({ error: { code: 400, message: 'TOKEN_EXPIRED' } }, { status: 400 }));

    const refusal = await signIn()
      .idToken()
      .catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(SavedSignInRefused);
    expect((refusal as SavedSignInRefused).code).toBe('TOKEN_EXPIRED');
  });

  it.each([
    ["a captive portal's sign-in page", new Response('<html>Casino Wi-Fi</html>', { status: 200 })],
    ["a proxy's error page", new Response('Bad gateway', { status: 502 })],
    ['Auth unavailable, without its error shape', Response.json({}, { status: 503 })],
  ])('treats %s as no answer: the member stays signed in from the device', async (_, response) => {
    answering(response);

    const failure = await signIn()
      .idToken()
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(AuthError);
    expect((failure as AuthError).reason).toBe('network');
  });

  it('uses the refreshed token Auth answers with', async () => {
    answering(Response.json({ id_token: 'fresh', expires_in: '3600' }));

    expect(await signIn().idToken()).toBe('fresh');
  });
});
