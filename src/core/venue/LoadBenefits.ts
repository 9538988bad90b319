import { inject, injectable } from 'inversify';
import { tierForMembershipType } from '@met/scheme';
import type { Benefits } from './Benefits';
import { benefitsFromWire } from './fromWire';
import type { Member } from '../member/Member';
import { venueIdForMember } from '../member/venueOf';
import { LastSeen } from '../kernel/LastSeen';

/** The benefits of the member's tier at the home casino (benefits-getBenefits). */
@injectable()
export class LoadBenefits {
  constructor(@inject(LastSeen) private readonly lastSeen: LastSeen) {}

  /**
   * Null for a member with no tier or no venue content (the gates sign such members out).
   * @throws FunctionError, MalformedResponseError.
   */
  async execute(member: Member): Promise<Benefits | null> {
    const tier = tierForMembershipType(member.membershipTypeId);
    const venueId = venueIdForMember(member);
    if (tier === null || venueId === null) return null;
    return benefitsFromWire(await this.lastSeen.call('benefits-getBenefits', { tier, venueId }));
  }
}
