import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it, vi } from 'vitest';
import { CallableError, FUNCTION_ERROR_STATUS } from '@met/scheme/contract';
import { assertFirestoreReachable } from '../../../functions/src/hosting/backend';
import { callContextOf, toCallContext } from '../../../functions/src/hosting/callable';
import { toHttpsError } from '../../../functions/src/hosting/callableErrors';

describe('toCallContext', () => {
  it("maps request.auth's uid, email and email_verified", () => {
    const context = toCallContext({
      uid: 'demo-king',
      token: { email: 'king@example.com', email_verified: true },
    });

    expect(context).toEqual({
      auth: {
        uid: 'demo-king',
        email: 'king@example.com',
        emailVerified: true,
        signInMethod: 'other',
      },
    });
  });

  it('treats a token without email claims as an unverified login without email', () => {
    expect(toCallContext({ uid: 'phone-user', token: {} })).toEqual({
      auth: { uid: 'phone-user', email: '', emailVerified: false, signInMethod: 'other' },
    });
  });

  it('carries when the login last proved itself (auth_time), for adding a passkey', () => {
    const context = toCallContext({
      uid: 'demo-king',
      token: { email: 'king@example.com', email_verified: true, auth_time: 1_796_334_000 },
    });

    expect(context.auth?.authTime).toBe('2026-12-03T21:40:00.000Z');
  });

  it("carries a staff login's claim, the venue whose desk it works at", () => {
    const context = toCallContext({
      uid: 'desk',
      token: { email: 'desk@example.com', email_verified: true, staff: { venueId: 6 } },
    });

    expect(context.auth?.staff).toEqual({ venueId: 6 });
  });

  it.each([
    ['a venue id as text', { venueId: '6' }],
    ['no venue id', {}],
    ['a venue id of 0', { venueId: 0 }],
    ['a fractional venue id', { venueId: 6.5 }],
    ['a list', [{ venueId: 6 }]],
    ['true', true],
    ['a number', 6],
  ])('reads a staff claim of %s as no claim at all', (_, staff) => {
    const context = toCallContext({ uid: 'someone', token: { email_verified: true, staff } });

    expect(context.auth).not.toHaveProperty('staff');
  });

  it.each([
    ['a password sign-in', { sign_in_provider: 'password' }, {}, 'password'],
    [
      'a passkey sign-in (custom token, passkey claim)',
      { sign_in_provider: 'custom' },
      { passkey: true },
      'passkey',
    ],
    ['another custom token', { sign_in_provider: 'custom' }, {}, 'other'],
    [
      'a custom token whose passkey claim is not true',
      { sign_in_provider: 'custom' },
      { passkey: 'yes' },
      'other',
    ],
    [
      'a passkey claim on a password sign-in',
      { sign_in_provider: 'password' },
      { passkey: true },
      'password',
    ],
    ['another provider', { sign_in_provider: 'google.com' }, { passkey: true }, 'other'],
    ['an anonymous sign-in', { sign_in_provider: 'anonymous' }, {}, 'other'],
    ['no provider at all', undefined, {}, 'other'],
  ] as const)('reads %s as its sign-in method, for the desk', (_, firebase, claims, method) => {
    const context = toCallContext({
      uid: 'desk',
      token: { email_verified: true, ...(firebase ? { firebase } : {}), ...claims },
    });

    expect(context.auth?.signInMethod).toBe(method);
  });

  it('has no auth for a caller without a (valid) ID token', () => {
    expect(toCallContext(undefined)).toEqual({});
  });
});

describe('callContextOf', () => {
  it("names the caller by the address Google's front end appended, not the client's", () => {
    const context = callContextOf({
      auth: { uid: 'demo-king', token: { email: 'king@example.com', email_verified: true } },
      rawRequest: {
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
        socket: { remoteAddress: '10.8.0.4' },
      },
    });

    expect(context).toEqual({
      auth: {
        uid: 'demo-king',
        email: 'king@example.com',
        emailVerified: true,
        signInMethod: 'other',
      },
      callerAddress: '203.0.113.7',
    });
  });

  it('has no caller address when the request names none', () => {
    expect(callContextOf({ rawRequest: { headers: { 'x-forwarded-for': 'junk' } } })).toEqual({});
  });
});

describe('toHttpsError', () => {
  it.each(Object.entries(FUNCTION_ERROR_STATUS))(
    'keeps code %s, carried by HTTP %i, with the message and details',
    (code, status) => {
      const error = new CallableError(code as keyof typeof FUNCTION_ERROR_STATUS, 'Nope', {
        GameStart: '2026-03-13T00:00:00.000Z',
      });

      const https = toHttpsError(error, 'promotions-spinTheWheel', vi.fn());

      expect(https).toBeInstanceOf(HttpsError);
      expect(https).toMatchObject({
        code,
        message: 'Nope',
        details: { GameStart: '2026-03-13T00:00:00.000Z' },
      });
      expect(https.httpErrorCode.status).toBe(status);
    },
  );

  it('logs the cause of an internal error and sends only its generic message', () => {
    const log = vi.fn();
    const internal = new CallableError('internal', 'Something went wrong, please try again');
    Object.defineProperty(internal, 'cause', { value: new Error('database on fire') });

    const https = toHttpsError(internal, 'promotions-getGames', log);

    expect(https).toMatchObject({
      code: 'internal',
      message: 'Something went wrong, please try again',
    });
    expect(log).toHaveBeenCalledWith('promotions-getGames failed', {
      code: 'internal',
      cause: expect.stringContaining('database on fire'),
    });
  });

  it('answers anything that is not a CallableError with a generic internal error', () => {
    const log = vi.fn();

    const https = toHttpsError(new TypeError('secret detail'), 'members-getMember', log);

    expect(https).toMatchObject({
      code: 'internal',
      message: 'Something went wrong, please try again',
    });
    expect(https.message).not.toContain('secret detail');
    expect(log).toHaveBeenCalledOnce();
  });

  it('does not log refusals that are part of the rules', () => {
    const log = vi.fn();

    toHttpsError(new CallableError('not-found', 'Member not found'), 'members-getMember', log);

    expect(log).not.toHaveBeenCalled();
  });
});

describe('assertFirestoreReachable', () => {
  it('lets the deployed functions and the emulator beside a Firestore emulator build', () => {
    expect(() => assertFirestoreReachable({})).not.toThrow();
    expect(() =>
      assertFirestoreReachable({
        FUNCTIONS_EMULATOR: 'true',
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      }),
    ).not.toThrow();
  });

  it('refuses to build in the Functions emulator with no Firestore emulator, saying how to start one', () => {
    expect(() => assertFirestoreReachable({ FUNCTIONS_EMULATOR: 'true' })).toThrow(
      /needs the Firestore emulator.*scripts\/emulators\.mjs/,
    );
  });
});
