import { describe, expect, it } from 'vitest';
import {
  NAME_YOUR_PASSKEY,
  NOT_A_PASSKEY,
  parseRequest,
  parseResponse,
} from '@met/scheme/contract';
import { messageOf, NOW } from './refusalMessage';

/*
 * The passkeys' callables on the wire: what a browser's passkey answer must look like to be
 * heard (and what is heard of it), a passkey's name, and the WebAuthn options and passkey
 * summaries the app reads back.
 */

type Fields = Record<string, unknown>;

/** A passkey's answer to navigator.credentials.create, as @simplewebauthn/browser sends it. */
function aCredential(changes: Fields = {}, response: Fields = {}): Fields {
  return {
    id: 'AAEC',
    rawId: 'AAEC',
    type: 'public-key',
    response: { clientDataJSON: 'e30', attestationObject: 'oA', ...response },
    clientExtensionResults: {},
    ...changes,
  };
}

describe('adding a passkey: what the server hears of the browser’s answer', () => {
  it('hears the credential and its name, and nothing else', () => {
    const parsed = parseRequest(
      'passkeys-verifyRegistration',
      {
        credential: aCredential(
          { authenticatorAttachment: 'platform', extra: 'dropped' },
          { transports: ['internal', 'hybrid'], publicKeyAlgorithm: -7, junk: 'dropped' },
        ),
        name: '  Ada’s iPhone  ',
        uid: 'someone-else',
      },
      NOW,
    );

    expect(parsed).toEqual({
      credential: {
        id: 'AAEC',
        rawId: 'AAEC',
        type: 'public-key',
        response: {
          clientDataJSON: 'e30',
          attestationObject: 'oA',
          transports: ['internal', 'hybrid'],
          publicKeyAlgorithm: -7,
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      },
      name: 'Ada’s iPhone',
    });
  });

  it.each(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])(
    'takes a passkey reachable over %s',
    (transport) => {
      const parsed = parseRequest(
        'passkeys-verifyRegistration',
        { credential: aCredential({}, { transports: [transport] }), name: 'Key' },
        NOW,
      );

      expect(parsed.credential.response.transports).toEqual([transport]);
    },
  );

  it.each([
    ['a transport WebAuthn does not name', { transports: ['bluetooth'] }],
    ['an empty transport', { transports: [''] }],
    ['client data with padding', { clientDataJSON: 'e30=' }],
    ['client data in plain base64', { clientDataJSON: 'e3+/' }],
    ['client data with junk after it', { clientDataJSON: 'e30 x' }],
    ['client data with junk before it', { clientDataJSON: '!e30' }],
    ['client data sent as a number', { clientDataJSON: 30 }],
  ])('refuses %s as no passkey', (_what, response) => {
    expect(
      messageOf('passkeys-verifyRegistration', {
        credential: aCredential({}, response),
        name: 'Key',
      }),
    ).toBe(NOT_A_PASSKEY);
  });

  it.each([
    ['an id with a character base64url has not', { id: 'AA+C' }],
    ['an attachment over 40 characters', { authenticatorAttachment: 'p'.repeat(41) }],
    ['a type other than public-key', { type: 'password' }],
  ])('refuses %s as no passkey', (_what, changes) => {
    expect(
      messageOf('passkeys-verifyRegistration', { credential: aCredential(changes), name: 'Key' }),
    ).toBe(NOT_A_PASSKEY);
  });

  it('takes an attachment of 40 characters', () => {
    const attachment = 'p'.repeat(40);

    const parsed = parseRequest(
      'passkeys-verifyRegistration',
      { credential: aCredential({ authenticatorAttachment: attachment }), name: 'Key' },
      NOW,
    );

    expect(parsed.credential.authenticatorAttachment).toBe(attachment);
  });

  it('asks for a name, such as the device', () => {
    expect(messageOf('passkeys-verifyRegistration', { credential: aCredential(), name: ' ' })).toBe(
      'Please give this passkey a name, such as the device it is on',
    );
    expect(NAME_YOUR_PASSKEY).toBe('Please give this passkey a name, such as the device it is on');
  });

  it('takes a name of 50 characters and refuses one of 51 with the limit', () => {
    const fifty = 'n'.repeat(50);

    expect(
      parseRequest('passkeys-verifyRegistration', { credential: aCredential(), name: fifty }, NOW)
        .name,
    ).toBe(fifty);
    expect(
      messageOf('passkeys-verifyRegistration', { credential: aCredential(), name: `${fifty}n` }),
    ).toBe("A passkey's name must be at most 50 characters");
  });

  it('says what the refusal of a passkey answer is', () => {
    expect(NOT_A_PASSKEY).toBe('This is not an answer from a passkey');
    expect(messageOf('passkeys-verifyRegistration', { name: 'Key' })).toBe(
      'This is not an answer from a passkey',
    );
  });
});

describe('signing in with a passkey and removing one', () => {
  it('hears the credential of a sign-in and nothing else', () => {
    const credential = aCredential(
      {},
      {
        attestationObject: undefined,
        authenticatorData: 'AAA',
        signature: 'c2ln',
        userHandle: 'dWlk',
      },
    );
    delete (credential.response as Fields).attestationObject;

    const parsed = parseRequest(
      'passkeys-verifyAuthentication',
      { credential, uid: 'someone-else' },
      NOW,
    );

    expect(parsed).toEqual({
      credential: {
        id: 'AAEC',
        rawId: 'AAEC',
        type: 'public-key',
        response: {
          clientDataJSON: 'e30',
          authenticatorData: 'AAA',
          signature: 'c2ln',
          userHandle: 'dWlk',
        },
        clientExtensionResults: {},
      },
    });
  });

  it('removes the passkey it names, and refuses an id that is no passkey’s', () => {
    expect(parseRequest('passkeys-remove', { id: 'AAEC', uid: 'x' }, NOW)).toEqual({ id: 'AAEC' });
    expect(messageOf('passkeys-remove', { id: 'AA EC' })).toBe(NOT_A_PASSKEY);
    expect(messageOf('passkeys-remove', {})).toBe(NOT_A_PASSKEY);
  });
});

describe('the passkeys’ answers the app reads', () => {
  const summary = {
    id: 'AAEC',
    name: 'iPhone',
    createdAt: '2026-03-02T12:00:00.000Z',
    lastUsedAt: '2026-03-05T08:00:00.000Z',
  };

  it('keeps the passkeys to leave out of a new registration, each as WebAuthn names it', () => {
    const excludeCredentials = [
      { id: 'AAEC', type: 'public-key', transports: ['internal'] },
      { id: 'AAED', type: 'public-key' },
    ];

    const parsed = parseResponse('passkeys-registrationOptions', {
      challenge: 'c2lnbg',
      rp: { id: 'localhost', name: 'Met Rewards' },
      user: { id: 'dWlk', name: 'ada@example.com', displayName: 'Ada Lovelace' },
      pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
      excludeCredentials: excludeCredentials.map((credential) => ({ ...credential, x: 1 })),
    });

    expect(parsed.ok && parsed.value.excludeCredentials).toEqual(excludeCredentials);
  });

  it('keeps the passkeys a sign-in may use', () => {
    const allowCredentials = [{ id: 'AAEC', type: 'public-key', transports: ['usb', 'nfc'] }];

    const parsed = parseResponse('passkeys-authenticationOptions', {
      challenge: 'c2lnbg',
      allowCredentials,
    });

    expect(parsed.ok && parsed.value.allowCredentials).toEqual(allowCredentials);
  });

  it('refuses a passkey to leave out that has no id', () => {
    const parsed = parseResponse('passkeys-authenticationOptions', {
      challenge: 'c2lnbg',
      allowCredentials: [{ type: 'public-key' }],
    });

    expect(parsed.ok).toBe(false);
  });

  it('reads a passkey last used at an instant, or never', () => {
    expect(parseResponse('passkeys-list', { passkeys: [summary] })).toEqual({
      ok: true,
      value: { passkeys: [summary] },
    });
    expect(
      parseResponse('passkeys-list', { passkeys: [{ ...summary, lastUsedAt: null }] }),
    ).toEqual({
      ok: true,
      value: { passkeys: [{ ...summary, lastUsedAt: null }] },
    });
  });

  it('refuses a last use that is no instant, saying so', () => {
    expect(
      parseResponse('passkeys-list', { passkeys: [{ ...summary, lastUsedAt: 'yesterday' }] }),
    ).toEqual({
      ok: false,
      problem:
        'passkeys-list answered an unexpected shape: passkeys[0].lastUsedAt must be an ISO 8601 instant',
    });
  });
});
