import { CallableError } from './errors';

/**
 * The membership card's wallet passes: one callable beside the spec's 19 (issue 17), so the
 * spec's table stays as the spec wrote it. The app asks for the links when the member opens
 * their card; the backend answers null for a wallet it has no keys for, and the app then offers
 * only the other one (or neither).
 */

/** Deployed as wallet-getPassLinks (functions/src/index.ts); gated like every member call. */
export const WALLET_CALLABLE = 'wallet-getPassLinks';

/** The request carries nothing: the pass is always the caller's own card. */
export type WalletPassLinksRequest = Record<string, never>;

export interface WalletPassLinks {
  /**
   * A short-lived signed link (https, on the app's origin, /wallet/apple/pass?token=...) that
   * answers the member's signed .pkpass; opened in Safari it offers 'Add to Apple Wallet'.
   */
  apple: { url: string; expiresAt: string } | null;
  /** https://pay.google.com/gp/v/save/<JWT>: the scheme's loyalty class and the member's object. */
  google: { url: string } | null;
}

/**
 * wallet-getPassLinks takes nothing: the pass is always the caller's own. Anything else (another
 * member's number, say) is refused rather than ignored, so a caller cannot believe it worked.
 */
export function parseWalletPassLinksRequest(raw: unknown): WalletPassLinksRequest {
  const empty = raw === undefined || raw === null;
  const emptyObject =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) && Object.keys(raw).length === 0;
  if (!empty && !emptyObject) {
    throw new CallableError('invalid-argument', 'This request takes no fields.');
  }
  return {};
}
