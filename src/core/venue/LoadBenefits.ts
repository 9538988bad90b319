import { inject, injectable } from 'inversify';
import { tierForMembershipType } from '@met/scheme';
import type { Benefits } from './Benefits';
import { benefitsFromWire } from './fromWire';
import type { Member } from '../member/Member';
import { venueIdForMember } from '../member/venueOf';
import { CallablesPort } from '../ports/CallablesPort';

/** The benefits of the member's tier at the home casino (benefits-getBenefits). */
@injectable()
export class LoadBenefits {
  constructor(@inject(CallablesPort) private readonly callables: CallablesPort) {}

  /**
   * Null for a member with no tier or no venue content (the gates sign such members out).
   * @throws FunctionError, MalformedResponseError.
   */
  async execute(member: Member): Promise<Benefits | null> {
    const tier = tierForMembershipType(member.membershipTypeId);
    const venueId = venueIdForMember(member);
    if (tier === null || venueId === null) return null;
    return benefitsFromWire(await this.callables.call('benefits-getBenefits', { tier, venueId }));
  }
}
