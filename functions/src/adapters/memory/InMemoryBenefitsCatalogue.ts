import type { Tier } from '@met/scheme';
import type { Benefits } from '@met/scheme/contract';
import type { BenefitsCatalogue } from '../../ports/BenefitsCatalogue';
import { copy, type MemoryState } from './MemoryState';

export class InMemoryBenefitsCatalogue implements BenefitsCatalogue {
  constructor(private readonly state: MemoryState) {}

  async find(tier: Tier, venueId: number): Promise<Benefits | undefined> {
    const benefits = this.state.benefits.find(
      (candidate) => candidate.tier === tier && candidate.venueId === venueId,
    );
    return benefits && copy(benefits);
  }
}
