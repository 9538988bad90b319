import type { Benefits } from '../contract/callables';
import type { TierName } from '../domain/tiers';

/** Tier benefits as published per tier and venue. */
export interface BenefitsCatalogue {
  find(tier: TierName, venueId: number): Promise<Benefits | undefined>;
}
export const BenefitsCatalogue = Symbol('BenefitsCatalogue');
