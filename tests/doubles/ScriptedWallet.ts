import type { WalletPassLinks } from '@met/scheme/contract';
import type { WalletPort } from '../../src/core/ports/WalletPort';

/** Answers the links it is given (none by default), or fails with the error it is given; counts asks. */
export class ScriptedWallet implements WalletPort {
  links: WalletPassLinks = { apple: null, google: null };
  failure: Error | null = null;
  asks = 0;
  /** While set, answers wait for it (to order an answer after a sign-out). */
  gate: Promise<void> | null = null;

  async getPassLinks(): Promise<WalletPassLinks> {
    this.asks += 1;
    if (this.gate) await this.gate;
    if (this.failure) throw this.failure;
    return this.links;
  }
}
