/** Salted SHA-256 of a password with Web Crypto (browser and Node alike). */
export async function hashPassword(password: string, salt: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${salt}:${password}`);
  return toBase64(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes)));
}

export function randomSalt(): string {
  return toBase64(globalThis.crypto.getRandomValues(new Uint8Array(16)));
}

/** A URL-safe random token (uids, action codes) from the platform's cryptographic source. */
export function randomToken(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  // Bytes from 248 up are skipped so every character is equally likely (248 = 4 x 62).
  const unbiasedLimit = 256 - (256 % alphabet.length);
  let token = '';
  while (token.length < length) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < unbiasedLimit && token.length < length) token += alphabet[byte % alphabet.length];
    }
  }
  return token;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
