import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { OFFERS_VIEW_KEY } from '../kernel/constants';
import { KeyValueStorePort } from '../ports/KeyValueStorePort';

/** How /offers lays out its offers: picture cards, or one compact row per offer. */
export type OffersView = 'cards' | 'list';

/**
 * The member's choice of Cards or List on /offers, remembered on this device across reloads and
 * sign-outs (a layout preference, not the member's data). Cards until the member picks List; an
 * unreadable or unknown stored value reads as Cards.
 */
@injectable()
export class OffersLayout {
  view: OffersView;
  readonly #device: KeyValueStorePort;

  constructor(@inject(KeyValueStorePort) device: KeyValueStorePort) {
    this.#device = device;
    this.view = device.get(OFFERS_VIEW_KEY) === 'list' ? 'list' : 'cards';
    makeAutoObservable(this);
  }

  choose(view: OffersView): void {
    this.view = view;
    this.#device.set(OFFERS_VIEW_KEY, view);
  }
}
