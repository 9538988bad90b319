import { inject, injectable } from 'inversify';
import type { MemberData, Restaurant } from '../../../functions/src/contract/callables';
import { CallablesPort } from '../ports/CallablesPort';
import { venueIdForMember } from './venueOf';

/** The home casino's restaurant (members-getRestaurant); none for a temporary member. */
@injectable()
export class LoadRestaurant {
  readonly #callables: CallablesPort;

  constructor(@inject(CallablesPort) callables: CallablesPort) {
    this.#callables = callables;
  }

  /** @throws FunctionError, MalformedResponseError. */
  async execute(member: MemberData): Promise<Restaurant | null> {
    const venueId = venueIdForMember(member);
    if (venueId === null) return null;
    return this.#callables.call('members-getRestaurant', { venueId });
  }
}
