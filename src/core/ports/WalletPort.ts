import type { WalletPassLinks } from '@met/scheme/contract';

/** The member's card as wallet passes (issue 17): wallet-getPassLinks. */
export interface WalletPort {
  /**
   * Links to add the signed-in member's own card to Apple Wallet and Google Wallet; a wallet the
   * backend holds no keys for is null.
   * @throws FunctionError (permission-denied for a gated member, unavailable with no network);
   *   MalformedResponseError when the answer is not the contract's shape.
   */
  getPassLinks(): Promise<WalletPassLinks>;
}

export const WalletPort = Symbol('WalletPort');
