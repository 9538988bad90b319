import { importPKCS8, SignJWT } from 'jose';
import type { Clock } from '../../ports/Clock';
import type { GoogleServiceAccount } from '../../ports/GoogleWalletObjects';

export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

/** What the Wallet API lets a token do: manage the issuer's classes and objects, nothing else. */
export const WALLET_ISSUER_SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';

/** Google's longest assertion lifetime, and how long before a token's end a new one is fetched. */
const ASSERTION_SECONDS = 3600;
const RENEW_BEFORE_MS = 60_000;

export interface GoogleServiceAccountTokensOptions {
  serviceAccount: GoogleServiceAccount;
  clock: Clock;
  tokenUrl?: string;
  timeoutMs: number;
}

/**
 * OAuth access tokens for a service account by the JWT-bearer grant (RFC 7523): an assertion
 * signed with the account's key is exchanged at Google's token endpoint. A token is reused until
 * a minute before it expires, and concurrent callers share one exchange.
 */
export class GoogleServiceAccountTokens {
  private readonly tokenUrl: string;
  private signingKey: Promise<CryptoKey> | undefined;
  private current: { token: string; expiresAtMs: number } | undefined;
  private pending: Promise<string> | undefined;

  constructor(private readonly options: GoogleServiceAccountTokensOptions) {
    this.tokenUrl = options.tokenUrl ?? GOOGLE_TOKEN_URL;
  }

  accessToken(): Promise<string> {
    const nowMs = this.options.clock.now().getTime();
    if (this.current && nowMs < this.current.expiresAtMs - RENEW_BEFORE_MS) {
      return Promise.resolve(this.current.token);
    }
    this.pending ??= this.exchange(nowMs).finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async exchange(nowMs: number): Promise<string> {
    const response = await fetch(this.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: await this.assertion(nowMs),
      }),
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      access_token?: unknown;
      expires_in?: unknown;
      error?: unknown;
    };
    if (!response.ok || typeof answer.access_token !== 'string') {
      throw new Error(
        `Google refused the service account's token request: HTTP ${response.status} ${String(answer.error ?? '')}`.trim(),
      );
    }
    const lifetimeSeconds = typeof answer.expires_in === 'number' ? answer.expires_in : 0;
    this.current = { token: answer.access_token, expiresAtMs: nowMs + lifetimeSeconds * 1000 };
    return answer.access_token;
  }

  private async assertion(nowMs: number): Promise<string> {
    const issuedAt = Math.floor(nowMs / 1000);
    return new SignJWT({ scope: WALLET_ISSUER_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(this.options.serviceAccount.client_email)
      .setAudience(this.tokenUrl)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ASSERTION_SECONDS)
      .sign(await this.key());
  }

  private key(): Promise<CryptoKey> {
    this.signingKey ??= importPKCS8(this.options.serviceAccount.private_key, 'RS256');
    return this.signingKey;
  }
}
