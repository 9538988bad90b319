/**
 * A passkey authenticator in software for the backend's tests: makes the attestation
 * and assertions a phone would, with WebCrypto (ECDSA P-256, 'none' attestation), so the server's
 * WebAuthn library checks real signatures. Everything it answers can be bent for an attack.
 */
import type { PasskeyCredentialJson, PasskeyOptions } from '@met/scheme/contract';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const fromB64url = (text: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Buffer.from(text, 'base64url'));
const utf8 = (text: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(new TextEncoder().encode(text));
const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Buffer.concat(parts));
const sha256 = async (bytes: Uint8Array<ArrayBuffer>) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function cborHead(major: number, length: number): Uint8Array {
  if (length < 24) return new Uint8Array([(major << 5) | length]);
  if (length < 256) return new Uint8Array([(major << 5) | 24, length]);
  return new Uint8Array([(major << 5) | 25, length >> 8, length & 255]);
}

function cbor(value: Cbor): Uint8Array {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') return concat(cborHead(3, utf8(value).length), utf8(value));
  if (value instanceof Uint8Array) return concat(cborHead(2, value.length), value);
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return concat(cborHead(5, value.size), ...entries);
}

/** WebCrypto's ECDSA signature is r|s; WebAuthn carries it DER-encoded. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
    const trimmed = bytes.slice(start);
    const body = (trimmed[0] ?? 0) & 0x80 ? concat(new Uint8Array([0]), trimmed) : trimmed;
    return concat(new Uint8Array([0x02, body.length]), body);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

function counterBytes(counter: number): Uint8Array {
  return new Uint8Array([
    counter >>> 24,
    (counter >>> 16) & 255,
    (counter >>> 8) & 255,
    counter & 255,
  ]);
}

export interface Ceremony {
  origin?: string;
  rpId?: string;
}

export class SoftwareAuthenticator {
  readonly credentialId = crypto.getRandomValues(new Uint8Array(16));
  counter = 0;
  userHandle = '';
  /**
   * Whether the authenticator verified its user (a PIN, a fingerprint): the UV flag of what it
   * signs. False is a security key with no PIN, touched by whoever holds it.
   */
  userVerified = true;
  #keys: CryptoKeyPair | undefined;

  constructor(readonly defaults: Required<Ceremony>) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  /** navigator.credentials.create: a new passkey for the options' user. */
  async create(options: PasskeyOptions, ceremony: Ceremony = {}): Promise<PasskeyCredentialJson> {
    const { origin, rpId } = { ...this.defaults, ...ceremony };
    this.#keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'sign',
      'verify',
    ]);
    this.userHandle = (options.user as { id: string }).id;
    const jwk = await crypto.subtle.exportKey('jwk', this.#keys.publicKey);
    const coseKey = new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, fromB64url(jwk.x ?? '')],
      [-3, fromB64url(jwk.y ?? '')],
    ]);
    const authData = concat(
      await sha256(utf8(rpId)),
      new Uint8Array([this.userVerified ? 0x45 : 0x41]),
      counterBytes(this.counter),
      new Uint8Array(16),
      new Uint8Array([0, this.credentialId.length]),
      this.credentialId,
      cbor(coseKey),
    );
    const attestation = new Map<string, Cbor>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ]);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: clientData('webauthn.create', options.challenge, origin),
        attestationObject: b64url(cbor(attestation)),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get: an assertion over the options' challenge; the counter moves on. */
  async get(options: PasskeyOptions, ceremony: Ceremony = {}): Promise<PasskeyCredentialJson> {
    const { origin, rpId } = { ...this.defaults, ...ceremony };
    if (!this.#keys) throw new Error('create the passkey first');
    this.counter += 1;
    const authData = concat(
      await sha256(utf8(rpId)),
      new Uint8Array([this.userVerified ? 0x05 : 0x01]),
      counterBytes(this.counter),
    );
    const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
    const signed = concat(authData, await sha256(fromB64url(clientDataJSON)));
    const raw = await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      this.#keys.privateKey,
      signed,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(derSignature(new Uint8Array(raw))),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}

function clientData(type: string, challenge: string, origin: string): string {
  return b64url(utf8(JSON.stringify({ type, challenge, origin, crossOrigin: false })));
}
