import { InMemoryPasskeys } from './InMemoryPasskeys';
import { InMemoryDeskAudit } from './InMemoryDeskAudit';
import { InMemoryEngagementLog } from './InMemoryEngagementLog';
import { InMemoryRedemptions } from './InMemoryRedemptions';
import { InMemoryWalletRegistrations } from './InMemoryWalletRegistrations';
import type { StateAdapters } from '../../wiring';
import { InMemoryAppData } from './InMemoryAppData';
import { InMemoryBenefitsCatalogue } from './InMemoryBenefitsCatalogue';
import { InMemoryEventCalendar } from './InMemoryEventCalendar';
import { InMemoryGameCatalogue } from './InMemoryGameCatalogue';
import { InMemoryMemberDirectory } from './InMemoryMemberDirectory';
import { InMemoryOfferCatalogue } from './InMemoryOfferCatalogue';
import { InMemoryPersonalRecords } from './InMemoryPersonalRecords';
import { InMemoryDeletionReceipts } from './InMemoryDeletionReceipts';
import { InMemoryRateLimiter } from './InMemoryRateLimiter';
import { InMemorySupportDesk } from './InMemorySupportDesk';
import { InMemoryVenueDirectory } from './InMemoryVenueDirectory';
import type { MemoryState } from './MemoryState';

/** Every port the backend keeps in a database, on one in-memory state. */
export function createMemoryAdapters(state: MemoryState): StateAdapters {
  return {
    members: new InMemoryMemberDirectory(state),
    venues: new InMemoryVenueDirectory(state),
    offers: new InMemoryOfferCatalogue(state),
    benefits: new InMemoryBenefitsCatalogue(state),
    events: new InMemoryEventCalendar(state),
    games: new InMemoryGameCatalogue(state),
    supportDesk: new InMemorySupportDesk(state),
    appData: new InMemoryAppData(state),
    rateLimiter: new InMemoryRateLimiter(state),
    passkeys: new InMemoryPasskeys(state),
    walletPasses: new InMemoryWalletRegistrations(state),
    personalRecords: new InMemoryPersonalRecords(state),
    deletionReceipts: new InMemoryDeletionReceipts(state),
    redemptions: new InMemoryRedemptions(state),
    deskAudit: new InMemoryDeskAudit(state),
    engagementLog: new InMemoryEngagementLog(state),
  };
}
