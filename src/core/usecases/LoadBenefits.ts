import { inject, injectable } from 'inversify';
import type { Benefits, MemberData } from '../../../functions/src/contract/callables';
import { tierForMembershipType } from '../domain/tiers';
import { CallablesPort } from '../ports/CallablesPort';
import { venueIdForMember } from './venueOf';

/** The benefits of the member's tier at the home casino (benefits-getBenefits). */
@injectable()
export class LoadBenefits {
  readonly #callables: CallablesPort;

  constructor(@inject(CallablesPort) callables: CallablesPort) {
    this.#callables = callables;
  }

  /**
   * Null for a member with no tier or no venue content (the gates sign such members out).
   * @throws FunctionError, MalformedResponseError.
   */
  async execute(member: MemberData): Promise<Benefits | null> {
    const tier = tierForMembershipType(member.membership_type_id);
    const venueId = venueIdForMember(member);
    if (tier === null || venueId === null) return null;
    return this.#callables.call('benefits-getBenefits', { tier, venueId });
  }
}
