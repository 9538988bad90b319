/** The ports whose state lives in a database, and how a contract suite gets a fresh set. */
import type { MemoryState } from '../../../../functions/src/adapters/memory/MemoryState';
import type { AppData } from '../../../../functions/src/ports/AppData';
import type { BenefitsCatalogue } from '../../../../functions/src/ports/BenefitsCatalogue';
import type { EventCalendar } from '../../../../functions/src/ports/EventCalendar';
import type { GameCatalogue } from '../../../../functions/src/ports/GameCatalogue';
import type { MemberDirectory } from '../../../../functions/src/ports/MemberDirectory';
import type { OfferCatalogue } from '../../../../functions/src/ports/OfferCatalogue';
import type { RateLimiter } from '../../../../functions/src/ports/RateLimiter';
import type { SupportDesk } from '../../../../functions/src/ports/SupportDesk';
import type { VenueDirectory } from '../../../../functions/src/ports/VenueDirectory';

export interface StatePorts {
  appData: AppData;
  members: MemberDirectory;
  venues: VenueDirectory;
  offers: OfferCatalogue;
  benefits: BenefitsCatalogue;
  events: EventCalendar;
  games: GameCatalogue;
  supportDesk: SupportDesk;
  rateLimiter: RateLimiter;
}

/** Adapters over a world that starts as `state` and shares nothing with earlier tests. */
export type StatePortsFixture = (state: MemoryState) => Promise<StatePorts>;
