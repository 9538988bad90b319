import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { WalletOffer } from './walletOffer';
import { LoadWalletOffer } from './LoadWalletOffer';

/** The card screen's wallet buttons and phone hand-off; asked for each time the card opens. */
@injectable()
export class CardStore {
  /** Null until the first answer of this session. */
  offer: WalletOffer | null = null;
  #generation = 0;
  readonly #loadWalletOffer: LoadWalletOffer;

  constructor(@inject(LoadWalletOffer) loadWalletOffer: LoadWalletOffer) {
    this.#loadWalletOffer = loadWalletOffer;
    makeAutoObservable(this);
  }

  /**
   * Asks again (an Apple link is short-lived); what is shown stays until the new answer. An
   * answer arriving after clear() or a newer load is dropped.
   */
  async load(): Promise<void> {
    const generation = ++this.#generation;
    const offer = await this.#loadWalletOffer.execute();
    runInAction(() => {
      if (generation === this.#generation) this.offer = offer;
    });
  }

  /** Sign-out: the links were the member's own. */
  clear(): void {
    this.#generation += 1;
    this.offer = null;
  }
}
