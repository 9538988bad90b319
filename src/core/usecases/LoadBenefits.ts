import { inject, injectable } from 'inversify';
import { tierForMembershipType } from '@met/scheme';
import type { Benefits, MemberData } from '@met/scheme/contract';
import { venueIdForMember } from './venueOf';
import { LastSeen } from './LastSeen';

/** The benefits of the member's tier at the home casino (benefits-getBenefits). */
@injectable()
export class LoadBenefits {
  readonly #lastSeen: LastSeen;

  constructor(@inject(LastSeen) lastSeen: LastSeen) {
    this.#lastSeen = lastSeen;
  }

  /**
   * Null for a member with no tier or no venue content (the gates sign such members out).
   * @throws FunctionError, MalformedResponseError.
   */
  async execute(member: MemberData): Promise<Benefits | null> {
    const tier = tierForMembershipType(member.membership_type_id);
    const venueId = venueIdForMember(member);
    if (tier === null || venueId === null) return null;
    return this.#lastSeen.call('benefits-getBenefits', { tier, venueId });
  }
}
