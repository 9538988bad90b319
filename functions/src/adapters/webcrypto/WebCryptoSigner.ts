import type { Signer } from '../../ports/Signer';

/** HMAC-SHA256 with Web Crypto, so the same code signs in Cloud Functions and in the browser. */
export class WebCryptoSigner implements Signer {
  private readonly key: Promise<CryptoKey>;

  constructor(secret: string) {
    if (!secret) throw new Error('WebCryptoSigner needs a non-empty secret');
    this.key = globalThis.crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(message: string): Promise<string> {
    const signature = await globalThis.crypto.subtle.sign(
      'HMAC',
      await this.key,
      new TextEncoder().encode(message),
    );
    return toBase64Url(new Uint8Array(signature));
  }

  /** subtle.verify compares in constant time. */
  async verify(message: string, signature: string): Promise<boolean> {
    const bytes = fromBase64Url(signature);
    if (!bytes) return false;
    return globalThis.crypto.subtle.verify(
      'HMAC',
      await this.key,
      bytes,
      new TextEncoder().encode(message),
    );
  }
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The bytes of a signature as sign() writes it, and no other spelling: atob ignores the unused
 * low bits of the last character, so without the round trip four texts would carry one
 * signature and an edited code could still verify.
 */
function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return toBase64Url(bytes) === text ? bytes : undefined;
  } catch {
    return undefined;
  }
}
