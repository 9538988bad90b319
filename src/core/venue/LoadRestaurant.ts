import { inject, injectable } from 'inversify';
import { restaurantFromWire } from './fromWire';
import type { Member } from '../member/Member';
import type { Restaurant } from './Restaurant';
import { venueIdForMember } from '../member/venueOf';
import { LastSeen } from '../kernel/LastSeen';

/** The home casino's restaurant (members-getRestaurant); none for a temporary member. */
@injectable()
export class LoadRestaurant {
  constructor(@inject(LastSeen) private readonly lastSeen: LastSeen) {}

  /** @throws FunctionError, MalformedResponseError. */
  async execute(member: Member): Promise<Restaurant | null> {
    const venueId = venueIdForMember(member);
    if (venueId === null) return null;
    return restaurantFromWire(await this.lastSeen.call('members-getRestaurant', { venueId }));
  }
}
