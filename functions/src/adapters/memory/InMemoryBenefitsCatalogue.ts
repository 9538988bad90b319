import { inject, injectable } from 'inversify';
import type { Benefits } from '../../contract/callables';
import type { TierName } from '../../domain/tiers';
import type { BenefitsCatalogue } from '../../ports/BenefitsCatalogue';
import { copy, MemoryState } from './MemoryState';

@injectable()
export class InMemoryBenefitsCatalogue implements BenefitsCatalogue {
  constructor(@inject(MemoryState) private readonly state: MemoryState) {}

  async find(tier: TierName, venueId: number): Promise<Benefits | undefined> {
    const benefits = this.state.benefits.find(
      (candidate) => candidate.tier === tier && candidate.venueId === venueId,
    );
    return benefits && copy(benefits);
  }
}
