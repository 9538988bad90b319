import { inject, injectable } from 'inversify';
import { restaurantFromWire } from './fromWire';
import type { Member } from '../member/Member';
import type { Restaurant } from './Restaurant';
import { venueIdForMember } from '../member/venueOf';
import { CallablesPort } from '../ports/CallablesPort';

/** The home casino's restaurant (members-getRestaurant); none for a temporary member. */
@injectable()
export class LoadRestaurant {
  constructor(@inject(CallablesPort) private readonly callables: CallablesPort) {}

  /** @throws FunctionError, MalformedResponseError. */
  async execute(member: Member): Promise<Restaurant | null> {
    const venueId = venueIdForMember(member);
    if (venueId === null) return null;
    return restaurantFromWire(await this.callables.call('members-getRestaurant', { venueId }));
  }
}
