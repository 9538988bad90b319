import { inject, injectable } from 'inversify';
import { pathTo } from '../navigation/routes';
import { NO_WALLET_LINKS } from './walletPassLinks';
import { walletOffer, type WalletOffer } from './walletOffer';
import { ConnectivityPort } from '../ports/ConnectivityPort';
import { PlatformPort } from '../ports/PlatformPort';
import { WalletPort } from '../ports/WalletPort';

/**
 * The wallet buttons and phone hand-off of the card screen (issue 17). The links are asked for
 * only online, and a refusal or failure offers no wallet rather than an error: the card itself
 * needs no network and must never wait on, or be hidden by, the wallets.
 */
@injectable()
export class LoadWalletOffer {
  readonly #wallet: WalletPort;
  readonly #platform: PlatformPort;
  readonly #connectivity: ConnectivityPort;

  constructor(
    @inject(WalletPort) wallet: WalletPort,
    @inject(PlatformPort) platform: PlatformPort,
    @inject(ConnectivityPort) connectivity: ConnectivityPort,
  ) {
    this.#wallet = wallet;
    this.#platform = platform;
    this.#connectivity = connectivity;
  }

  /** Never throws: a failed ask is reported in `linksMissing`. */
  async execute(): Promise<WalletOffer> {
    const device = { kind: this.#platform.kind(), browser: this.#platform.browser() };
    const cardUrl = `${this.#platform.origin()}${pathTo('card')}`;
    if (!this.#connectivity.isOnline()) {
      return walletOffer(device, NO_WALLET_LINKS, cardUrl, 'offline');
    }
    try {
      return walletOffer(device, await this.#wallet.getPassLinks(), cardUrl);
    } catch {
      return walletOffer(device, NO_WALLET_LINKS, cardUrl, 'failed');
    }
  }
}
