import type { Tier } from '@met/scheme';
import type { Benefits } from '@met/scheme/contract';

/** Tier benefits as published per tier and venue. */
export interface BenefitsCatalogue {
  find(tier: Tier, venueId: number): Promise<Benefits | undefined>;
}
