import { inject, injectable } from 'inversify';
import { pathTo } from '../navigation/routes';
import { NO_WALLET_LINKS, walletOffer, type WalletOffer } from './walletOffer';
import { CallablesPort } from '../ports/CallablesPort';
import { ConnectivityPort } from '../ports/ConnectivityPort';
import { PlatformPort } from '../ports/PlatformPort';

/**
 * The wallet buttons and phone hand-off of the card screen. The links come from
 * wallet-getPassLinks through CallablesPort, checked at its boundary like every callable's answer.
 * They are asked for only online and are not a query, so never kept on the device: an Apple link
 * is short-lived and signed. A refusal or failure offers no wallet rather than an error: the card
 * itself needs no network and must never wait on, or be hidden by, the wallets.
 */
@injectable()
export class LoadWalletOffer {
  constructor(
    @inject(CallablesPort) private readonly callables: CallablesPort,
    @inject(PlatformPort) private readonly platform: PlatformPort,
    @inject(ConnectivityPort) private readonly connectivity: ConnectivityPort,
  ) {}

  /** Never throws: a failed ask is reported in `linksMissing`. */
  async execute(): Promise<WalletOffer> {
    const device = { kind: this.platform.kind(), browser: this.platform.browser() };
    const cardUrl = `${this.platform.origin()}${pathTo('card')}`;
    if (!this.connectivity.isOnline()) {
      return walletOffer(device, NO_WALLET_LINKS, cardUrl, 'offline');
    }
    try {
      return walletOffer(device, await this.callables.call('wallet-getPassLinks', {}), cardUrl);
    } catch {
      return walletOffer(device, NO_WALLET_LINKS, cardUrl, 'failed');
    }
  }
}
