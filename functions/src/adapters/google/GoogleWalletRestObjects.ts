import type { Clock } from '../../ports/Clock';
import type {
  GoogleLoyaltyObjectPatch,
  GoogleServiceAccount,
  GoogleWalletObjects,
} from '../../ports/GoogleWalletObjects';
import { GoogleServiceAccountTokens } from './GoogleServiceAccountTokens';

export const GOOGLE_WALLET_API_BASE = 'https://walletobjects.googleapis.com';

export interface GoogleWalletRestObjectsOptions {
  serviceAccount: GoogleServiceAccount;
  clock: Clock;
  /** The Wallet API's origin; tests point it at a local server. */
  apiBase?: string;
  /** Google's OAuth token endpoint; tests point it at a local server. */
  tokenUrl?: string;
  /** How long one request may take before it fails (and the trigger retries). */
  timeoutMs?: number;
}

/**
 * The Google Wallet API's loyaltyObject resource: PATCH
 * /walletobjects/v1/loyaltyObject/{id} as the issuer's service account.
 */
export class GoogleWalletRestObjects implements GoogleWalletObjects {
  private readonly tokens: GoogleServiceAccountTokens;
  private readonly apiBase: string;
  private readonly timeoutMs: number;

  constructor(options: GoogleWalletRestObjectsOptions) {
    this.apiBase = options.apiBase ?? GOOGLE_WALLET_API_BASE;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.tokens = new GoogleServiceAccountTokens({
      serviceAccount: options.serviceAccount,
      clock: options.clock,
      timeoutMs: this.timeoutMs,
      ...(options.tokenUrl === undefined ? {} : { tokenUrl: options.tokenUrl }),
    });
  }

  async patchLoyaltyObject(
    objectId: string,
    patch: GoogleLoyaltyObjectPatch,
  ): Promise<'updated' | 'not-found'> {
    const url = new URL(
      `/walletobjects/v1/loyaltyObject/${encodeURIComponent(objectId)}`,
      this.apiBase,
    );
    const response = await fetch(url, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${await this.tokens.accessToken()}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(patch),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (response.status === 404) return 'not-found';
    if (!response.ok) {
      throw new Error(
        `Google Wallet refused to update loyalty object ${objectId}: HTTP ${response.status} ${await briefBody(response)}`,
      );
    }
    return 'updated';
  }
}

/** The start of an error answer, for the log: Google's error bodies name the reason. */
async function briefBody(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return text.slice(0, 300);
}
