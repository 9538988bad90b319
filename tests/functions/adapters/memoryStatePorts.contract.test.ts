import { describe } from 'vitest';
import { InMemoryAppData } from '../../../functions/src/adapters/memory/InMemoryAppData';
import { InMemoryBenefitsCatalogue } from '../../../functions/src/adapters/memory/InMemoryBenefitsCatalogue';
import { InMemoryEventCalendar } from '../../../functions/src/adapters/memory/InMemoryEventCalendar';
import { InMemoryGameCatalogue } from '../../../functions/src/adapters/memory/InMemoryGameCatalogue';
import { InMemoryMemberDirectory } from '../../../functions/src/adapters/memory/InMemoryMemberDirectory';
import { InMemoryOfferCatalogue } from '../../../functions/src/adapters/memory/InMemoryOfferCatalogue';
import { InMemoryRateLimiter } from '../../../functions/src/adapters/memory/InMemoryRateLimiter';
import { InMemorySupportDesk } from '../../../functions/src/adapters/memory/InMemorySupportDesk';
import { InMemoryVenueDirectory } from '../../../functions/src/adapters/memory/InMemoryVenueDirectory';
import { statePortsContracts } from './contracts';

describe('in-memory adapters hold to the state-port contracts', () => {
  statePortsContracts(async (state) => ({
    appData: new InMemoryAppData(state),
    members: new InMemoryMemberDirectory(state),
    venues: new InMemoryVenueDirectory(state),
    offers: new InMemoryOfferCatalogue(state),
    benefits: new InMemoryBenefitsCatalogue(state),
    events: new InMemoryEventCalendar(state),
    games: new InMemoryGameCatalogue(state),
    supportDesk: new InMemorySupportDesk(state),
    rateLimiter: new InMemoryRateLimiter(state),
  }));
});
