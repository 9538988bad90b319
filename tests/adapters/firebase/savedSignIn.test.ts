import { describe, expect, it } from 'vitest';
import { claimsOf, readSavedUser } from '../../../src/adapters/firebase/savedSignIn';

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
