import { inject, injectable } from 'inversify';
import type { CallContext } from '../contract/context';
import { CallableError } from '../contract/errors';
import { MESSAGES } from '../domain/messages';
import { tierNamed } from '../domain/tiers';
import { effectiveVenueId } from '../domain/venues';
import { BenefitsCatalogue } from '../ports/BenefitsCatalogue';
import { VenueDirectory } from '../ports/VenueDirectory';
import { CallerAccess } from './CallerAccess';
import type { Request, Response } from './callableTypes';

/** benefits-*: what each tier gets at a venue (published content, not member data). */
@injectable()
export class BenefitsService {
  constructor(
    @inject(BenefitsCatalogue) private readonly benefits: BenefitsCatalogue,
    @inject(VenueDirectory) private readonly venues: VenueDirectory,
    @inject(CallerAccess) private readonly access: CallerAccess,
  ) {}

  async getBenefits(
    request: Request<'benefits-getBenefits'>,
    ctx: CallContext,
  ): Response<'benefits-getBenefits'> {
    this.access.requireSignedIn(ctx);
    const venueId = effectiveVenueId(request.venueId);
    if (!(await this.venues.findVenue(venueId))) {
      throw new CallableError('not-found', MESSAGES.venueNotFound);
    }
    const tier = tierNamed(request.tier);
    const benefits = tier === undefined ? undefined : await this.benefits.find(tier, venueId);
    if (!benefits) throw new CallableError('not-found', MESSAGES.benefitsNotFound);
    return benefits;
  }
}
