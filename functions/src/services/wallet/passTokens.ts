/**
 * The random secrets of Apple Wallet (DECISIONS.md "Card and wallets: Apple Wallet: revocable
 * passes"): each pass a link serves gets its own authenticationToken, kept only as its SHA-256,
 * and each pass link its own ticket id, so the link can be used once. WebCrypto, so the services
 * run the same in Node and in the app's fake world.
 */

/** 32 random bytes, base64url: 43 characters, as Apple asks (16 or more). */
export function newPassToken(): string {
  return randomText(32);
}

/** 16 random bytes, base64url: 22 characters, the id of one pass link. */
export function newLinkTicketId(): string {
  return randomText(16);
}

/** SHA-256 of the token, hex: what the store keeps, so a copy of it authenticates nothing. */
export async function passTokenHash(token: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function randomText(bytes: number): string {
  return Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(bytes))).toString(
    'base64url',
  );
}
