/** Every state-port contract, for one adapter family's fixture. */
import { describe } from 'vitest';
import { appDataContract } from './AppData.contract';
import { cataloguesContract } from './Catalogues.contract';
import { deletionReceiptsContract } from './DeletionReceipts.contract';
import { deskAuditContract } from './DeskAudit.contract';
import { engagementLogContract } from './EngagementLog.contract';
import { eventCalendarContract } from './EventCalendar.contract';
import { memberDirectoryContract } from './MemberDirectory.contract';
import { personalRecordsContract } from './PersonalRecords.contract';
import { rateLimiterContract } from './RateLimiter.contract';
import { redemptionsContract } from './Redemptions.contract';
import type { StatePortsFixture } from './StatePorts';
import { supportDeskContract } from './SupportDesk.contract';

export function statePortsContracts(fixture: StatePortsFixture): void {
  describe('AppData', () => appDataContract(fixture));
  describe('MemberDirectory', () => memberDirectoryContract(fixture));
  describe('EventCalendar', () => eventCalendarContract(fixture));
  describe('VenueDirectory, OfferCatalogue, BenefitsCatalogue, GameCatalogue', () =>
    cataloguesContract(fixture));
  describe('RateLimiter', () => rateLimiterContract(fixture));
  describe('SupportDesk', () => supportDeskContract(fixture));
  describe('PersonalRecords', () => personalRecordsContract(fixture));
  describe('DeletionReceipts', () => deletionReceiptsContract(fixture));
  describe('Redemptions', () => redemptionsContract(fixture));
  describe('EngagementLog', () => engagementLogContract(fixture));
  describe('DeskAudit', () => deskAuditContract(fixture));
}

export type { StatePorts, StatePortsFixture } from './StatePorts';
