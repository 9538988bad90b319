import { WALLET_CALLABLE, type WalletPassLinks } from '@met/scheme/contract';
import { MalformedResponseError } from '../kernel/MalformedResponseError';

/** No wallet offered: a backend with no keys, or links not asked for (offline). */
export const NO_WALLET_LINKS: WalletPassLinks = { apple: null, google: null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An https address; anything else (javascript:, http:) is never put behind a button. */
function httpsUrl(value: unknown, field: string): string {
  if (typeof value === 'string') {
    try {
      if (new URL(value).protocol === 'https:') return value;
    } catch {
      // Not a URL: refused below.
    }
  }
  throw new MalformedResponseError(WALLET_CALLABLE, `${field} is not an https URL`);
}

/**
 * wallet-getPassLinks' answer checked at the port boundary, as every callable's is.
 * @throws MalformedResponseError when it is not the contract's shape.
 */
export function parseWalletPassLinks(raw: unknown): WalletPassLinks {
  if (!isRecord(raw) || !('apple' in raw) || !('google' in raw)) {
    throw new MalformedResponseError(WALLET_CALLABLE, 'apple and google are required');
  }
  const { apple, google } = raw;
  let appleLink: WalletPassLinks['apple'] = null;
  if (apple !== null) {
    if (!isRecord(apple) || typeof apple.expiresAt !== 'string') {
      throw new MalformedResponseError(WALLET_CALLABLE, 'apple is not { url, expiresAt }');
    }
    appleLink = { url: httpsUrl(apple.url, 'apple.url'), expiresAt: apple.expiresAt };
  }
  let googleLink: WalletPassLinks['google'] = null;
  if (google !== null) {
    if (!isRecord(google))
      throw new MalformedResponseError(WALLET_CALLABLE, 'google is not { url }');
    googleLink = { url: httpsUrl(google.url, 'google.url') };
  }
  return { apple: appleLink, google: googleLink };
}
