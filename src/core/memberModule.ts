import { ContainerModule, type Newable } from 'inversify';
import { EventsStore } from './stores/EventsStore';
import { GamesStore } from './stores/GamesStore';
import { OffersStore } from './stores/OffersStore';
import { ServerClock } from './stores/ServerClock';
import { SessionContent } from './stores/SessionContent';
import { SettingsStore } from './stores/SettingsStore';
import { VenueStore } from './stores/VenueStore';
import { WalletStore } from './stores/WalletStore';
import { DeleteAccount } from './usecases/DeleteAccount';
import { LoadBenefits } from './usecases/LoadBenefits';
import { LoadGames } from './usecases/LoadGames';
import { LoadPrizes } from './usecases/LoadPrizes';
import { LoadPromotions } from './usecases/LoadPromotions';
import { LoadRestaurant } from './usecases/LoadRestaurant';
import { LoadVenue } from './usecases/LoadVenue';
import { LoadVoucherQr } from './usecases/LoadVoucherQr';
import { LoadVouchers } from './usecases/LoadVouchers';
import { LoadWalletOffer } from './usecases/LoadWalletOffer';
import { OptInToEvent } from './usecases/OptInToEvent';
import { OptInToGame } from './usecases/OptInToGame';
import { ReadOptedInEvents } from './usecases/ReadOptedInEvents';
import { SpinTheWheel } from './usecases/SpinTheWheel';
import { UpdateProfile } from './usecases/UpdateProfile';

/** The stores the member area hands out; the rest are reached through the container. */
export { SessionContent, VenueStore };

/** A class the container builds (its constructor parameters carry @inject). */
type Service = Newable<object>;

export const MEMBER_USE_CASES: readonly Service[] = [
  LoadPromotions,
  OptInToEvent,
  ReadOptedInEvents,
  LoadGames,
  LoadPrizes,
  OptInToGame,
  SpinTheWheel,
  LoadVoucherQr,
  LoadVouchers,
  DeleteAccount,
  UpdateProfile,
  LoadBenefits,
  LoadRestaurant,
  LoadVenue,
  LoadWalletOffer,
];

export const MEMBER_STORES: readonly Service[] = [
  ServerClock,
  SessionContent,
  EventsStore,
  GamesStore,
  OffersStore,
  SettingsStore,
  VenueStore,
  WalletStore,
];

/**
 * The signed-in member's content: venue, games, offers, events, settings, and the use cases only
 * they call, one instance each. Loaded into the app's container by ContainerMemberAreaLoader when a
 * session begins, so none of it is downloaded on a signed-out first visit.
 */
export const memberModule = new ContainerModule(({ bind }) => {
  for (const service of [...MEMBER_USE_CASES, ...MEMBER_STORES]) {
    bind(service).toSelf().inSingletonScope();
  }
});
