import { FirestorePasskeys } from './FirestorePasskeys';
import { FirestoreDeskAudit } from './FirestoreDeskAudit';
import { FirestoreEngagementLog } from './FirestoreEngagementLog';
import { FirestoreRedemptions } from './FirestoreRedemptions';
import { FirestoreWalletRegistrations } from './FirestoreWalletRegistrations';
import type { Firestore } from 'firebase-admin/firestore';
import type { StateAdapters } from '../../wiring';
import { FirestoreAppData } from './FirestoreAppData';
import { FirestoreBenefitsCatalogue } from './FirestoreBenefitsCatalogue';
import { FirestoreEventCalendar } from './FirestoreEventCalendar';
import { FirestoreGameCatalogue } from './FirestoreGameCatalogue';
import { FirestoreMemberDirectory } from './FirestoreMemberDirectory';
import { FirestoreOfferCatalogue } from './FirestoreOfferCatalogue';
import { FirestorePersonalRecords } from './FirestorePersonalRecords';
import { FirestoreDeletionReceipts } from './FirestoreDeletionReceipts';
import { FirestoreRateLimiter } from './FirestoreRateLimiter';
import { FirestoreSupportDesk } from './FirestoreSupportDesk';
import { FirestoreVenueDirectory } from './FirestoreVenueDirectory';

/** Every port the backend keeps in Firestore, on one database. */
export function createFirestoreAdapters(db: Firestore): StateAdapters {
  return {
    members: new FirestoreMemberDirectory(db),
    venues: new FirestoreVenueDirectory(db),
    offers: new FirestoreOfferCatalogue(db),
    benefits: new FirestoreBenefitsCatalogue(db),
    events: new FirestoreEventCalendar(db),
    games: new FirestoreGameCatalogue(db),
    supportDesk: new FirestoreSupportDesk(db),
    appData: new FirestoreAppData(db),
    rateLimiter: new FirestoreRateLimiter(db),
    passkeys: new FirestorePasskeys(db),
    walletPasses: new FirestoreWalletRegistrations(db),
    personalRecords: new FirestorePersonalRecords(db),
    deletionReceipts: new FirestoreDeletionReceipts(db),
    redemptions: new FirestoreRedemptions(db),
    deskAudit: new FirestoreDeskAudit(db),
    engagementLog: new FirestoreEngagementLog(db),
  };
}
