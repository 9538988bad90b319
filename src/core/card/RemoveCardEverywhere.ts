import { inject, injectable } from 'inversify';
import { cardMessages } from './cardMessages';
import { NotificationsStore } from '../kernel/NotificationsStore';
import { CallablesPort } from '../ports/CallablesPort';

/**
 * 'Remove my card from other devices' (DECISIONS.md "Card and wallets: Apple Wallet: revocable
 * passes"): wallet-removeCardEverywhere through CallablesPort revokes every Apple Wallet pass of
 * the member's card; the outcome is a toast, never a dialog.
 */
@injectable()
export class RemoveCardEverywhere {
  constructor(
    @inject(CallablesPort) private readonly callables: CallablesPort,
    @inject(NotificationsStore) private readonly notifications: NotificationsStore,
  ) {}

  /** @returns true when the server revoked the passes. Never throws. */
  async execute(): Promise<boolean> {
    try {
      await this.callables.call('wallet-removeCardEverywhere', {});
      this.notifications.show(cardMessages.removedEverywhere, { kind: 'success' });
      return true;
    } catch {
      this.notifications.show(cardMessages.removeEverywhereFailed, { kind: 'error' });
      return false;
    }
  }
}
