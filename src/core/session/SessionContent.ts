import { inject, injectable } from 'inversify';
import { EventsStore } from '../events/EventsStore';
import { GamesStore } from '../games/GamesStore';
import { OffersStore } from '../offers/OffersStore';
import { MyDataStore } from '../settings/MyDataStore';
import { SettingsStore } from '../settings/SettingsStore';
import { SupportStore } from '../support/SupportStore';
import { VenueStore } from '../venue/VenueStore';
import { CardStore } from '../card/CardStore';
import { PasskeyOfferStore } from '../passkeys/PasskeyOfferStore';
import { PasskeysStore } from '../passkeys/PasskeysStore';

/** The stores holding one member's content, loaded and cleared together by the session. */
@injectable()
export class SessionContent {
  constructor(
    @inject(VenueStore) private readonly venue: VenueStore,
    @inject(GamesStore) private readonly games: GamesStore,
    @inject(OffersStore) private readonly offers: OffersStore,
    @inject(EventsStore) private readonly events: EventsStore,
    @inject(SettingsStore) private readonly settings: SettingsStore,
    @inject(SupportStore) private readonly support: SupportStore,
    @inject(CardStore) private readonly wallet: CardStore,
    @inject(PasskeysStore) private readonly passkeys: PasskeysStore,
    @inject(PasskeyOfferStore) private readonly passkeyOffer: PasskeyOfferStore,
    @inject(MyDataStore) private readonly myData: MyDataStore,
  ) {}

  /** What loads once the member passes the gates: venue and games (spec section 4). */
  async loadEssentials(): Promise<void> {
    await Promise.all([this.venue.loadVenue(), this.games.load()]);
  }

  /** A member shown from the device: their venue at once, from the saved copy when there is one. */
  async showSaved(): Promise<void> {
    await this.venue.loadVenue();
  }

  /**
   * Logout clears every member's data (spec section 4): the reads go with the query cache
   * (ForgetMemberOnDevice), and each store's own state here.
   */
  clear(): void {
    this.games.clear();
    this.offers.clear();
    this.events.clear();
    this.settings.clear();
    this.support.clear();
    this.wallet.clear();
    this.passkeys.clear();
    this.passkeyOffer.clear();
    this.myData.clear();
  }
}
