import { JWT } from 'google-auth-library';
import type {
  GoogleLoyaltyObjectPatch,
  GoogleServiceAccount,
  GoogleWalletObjects,
} from '../../ports/GoogleWalletObjects';

export const GOOGLE_WALLET_API_BASE = 'https://walletobjects.googleapis.com';

/** What the Wallet API lets a token do: manage the issuer's classes and objects, nothing else. */
const WALLET_ISSUER_SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';

export interface GoogleWalletRestObjectsOptions {
  serviceAccount: GoogleServiceAccount;
  /** How long one request may take before it fails (and the trigger retries). */
  timeoutMs?: number;
  /**
   * What sends every request, the service account's token exchange included: the platform's
   * fetch unless tests answer Google from a local server.
   */
  fetch?: typeof fetch;
}

/**
 * The Google Wallet API's loyaltyObject resource: PATCH
 * /walletobjects/v1/loyaltyObject/{id} as the issuer's service account, whose access tokens
 * google-auth-library's JWT client gets (the JWT-bearer grant), reuses until they near their end
 * and shares between concurrent updates.
 */
export class GoogleWalletRestObjects implements GoogleWalletObjects {
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;
  private readonly client: JWT;

  constructor(options: GoogleWalletRestObjectsOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.client = new JWT({
      email: options.serviceAccount.client_email,
      key: options.serviceAccount.private_key,
      scopes: [WALLET_ISSUER_SCOPE],
      transporterOptions: { fetchImplementation: this.fetch, timeout: this.timeoutMs },
    });
  }

  async patchLoyaltyObject(
    objectId: string,
    patch: GoogleLoyaltyObjectPatch,
  ): Promise<'updated' | 'not-found'> {
    const url = new URL(
      `/walletobjects/v1/loyaltyObject/${encodeURIComponent(objectId)}`,
      GOOGLE_WALLET_API_BASE,
    );
    const response = await this.fetch(url, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${await this.accessToken()}`,
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

  private async accessToken(): Promise<string> {
    try {
      const { token } = await this.client.getAccessToken();
      if (!token) throw new Error('no access token in the answer');
      return token;
    } catch (error) {
      throw new Error(`Google refused the service account's token request: ${reasonOf(error)}`, {
        cause: error,
      });
    }
  }
}

/** The start of an error answer, for the log: Google's error bodies name the reason. */
async function briefBody(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return text.slice(0, 300);
}

/** The HTTP status and Google's error code of a refused exchange (gaxios puts both on its error). */
function reasonOf(error: unknown): string {
  const { status, response, message } = (error ?? {}) as {
    status?: unknown;
    response?: { status?: unknown; data?: { error?: unknown } };
    message?: unknown;
  };
  const code = status ?? response?.status;
  const reason = response?.data?.error ?? message;
  return [code === undefined ? '' : `HTTP ${String(code)}`, String(reason ?? '')]
    .filter(Boolean)
    .join(' ');
}
