import { tierNamed, remapHomeCasino } from '@met/scheme';
import { type CallContext, CallableError } from '@met/scheme/contract';
import { MESSAGES } from '../domain/messages';
import type { BenefitsCatalogue } from '../ports/BenefitsCatalogue';
import type { VenueDirectory } from '../ports/VenueDirectory';
import type { CallerAccess } from './CallerAccess';
import type { Request, Response } from './callableTypes';

/** benefits-*: what each tier gets at a venue (published content, not member data). */
export class BenefitsService {
  constructor(
    private readonly benefits: BenefitsCatalogue,
    private readonly venues: VenueDirectory,
    private readonly access: CallerAccess,
  ) {}

  async getBenefits(
    request: Request<'benefits-getBenefits'>,
    ctx: CallContext,
  ): Response<'benefits-getBenefits'> {
    await this.access.refuseGatedMember(this.access.requireSignedIn(ctx));
    const venueId = remapHomeCasino(request.venueId);
    if (!(await this.venues.findVenue(venueId))) {
      throw new CallableError('not-found', MESSAGES.venueNotFound);
    }
    const tier = tierNamed(request.tier);
    // Stryker disable next-line ConditionalExpression: every benefits entry names a tier, so a catalogue asked for none finds none: not-found either way
    const benefits = tier === null ? undefined : await this.benefits.find(tier, venueId);
    if (!benefits) throw new CallableError('not-found', MESSAGES.benefitsNotFound);
    return benefits;
  }
}
