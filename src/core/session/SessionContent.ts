import { inject, injectable } from 'inversify';
import { EventsStore } from '../events/EventsStore';
import { GamesStore } from '../games/GamesStore';
import { OffersStore } from '../offers/OffersStore';
import { SettingsStore } from '../settings/SettingsStore';
import { SupportStore } from '../support/SupportStore';
import { VenueStore } from '../venue/VenueStore';
import { CardStore } from '../card/CardStore';
import { PointsActivityStore } from '../points/PointsActivityStore';

/** The stores holding one member's content, loaded and cleared together by the session. */
@injectable()
export class SessionContent {
  readonly #venue: VenueStore;
  readonly #games: GamesStore;
  readonly #offers: OffersStore;
  readonly #events: EventsStore;
  readonly #settings: SettingsStore;
  readonly #support: SupportStore;
  readonly #wallet: CardStore;
  readonly #points: PointsActivityStore;

  constructor(
    @inject(VenueStore) venue: VenueStore,
    @inject(GamesStore) games: GamesStore,
    @inject(OffersStore) offers: OffersStore,
    @inject(EventsStore) events: EventsStore,
    @inject(SettingsStore) settings: SettingsStore,
    @inject(SupportStore) support: SupportStore,
    @inject(CardStore) wallet: CardStore,
    @inject(PointsActivityStore) points: PointsActivityStore,
  ) {
    this.#venue = venue;
    this.#games = games;
    this.#offers = offers;
    this.#events = events;
    this.#settings = settings;
    this.#support = support;
    this.#wallet = wallet;
    this.#points = points;
  }

  /** What loads once the member passes the gates: venue and games (spec section 4). */
  async loadEssentials(): Promise<void> {
    await Promise.all([this.#venue.loadVenue(), this.#games.load()]);
  }

  /** A member shown from the device: their venue at once, from the saved copy when there is one. */
  async showSaved(): Promise<void> {
    await this.#venue.loadVenue();
  }

  /** Logout clears every member's data (spec section 4). */
  clear(): void {
    this.#venue.clear();
    this.#games.clear();
    this.#offers.clear();
    this.#events.clear();
    this.#settings.clear();
    this.#support.clear();
    this.#wallet.clear();
    this.#points.clear();
  }
}
