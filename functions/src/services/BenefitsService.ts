import { inject, injectable } from 'inversify';
import { tierNamed, remapHomeCasino } from '@met/scheme';
import { type CallContext, CallableError } from '@met/scheme/contract';
import { MESSAGES } from '../domain/messages';
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
    const venueId = remapHomeCasino(request.venueId);
    if (!(await this.venues.findVenue(venueId))) {
      throw new CallableError('not-found', MESSAGES.venueNotFound);
    }
    const tier = tierNamed(request.tier);
    const benefits = tier === null ? undefined : await this.benefits.find(tier, venueId);
    if (!benefits) throw new CallableError('not-found', MESSAGES.benefitsNotFound);
    return benefits;
  }
}
