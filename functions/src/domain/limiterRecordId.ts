/**
 * The id under which a limiter key is stored: the hex SHA-256 of the key, so the rate-limit
 * records hold no email address or IP address in clear (and the id is a safe document id).
 * Web Crypto, so the same code runs in Cloud Functions and in the fake world in the browser.
 */
export async function limiterRecordId(key: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`met-rate-limit|${key}`),
  );
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
