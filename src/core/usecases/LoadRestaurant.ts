import { inject, injectable } from 'inversify';
import type { MemberData, Restaurant } from '@met/scheme/contract';
import { venueIdForMember } from './venueOf';
import { LastSeen } from './LastSeen';

/** The home casino's restaurant (members-getRestaurant); none for a temporary member. */
@injectable()
export class LoadRestaurant {
  readonly #lastSeen: LastSeen;

  constructor(@inject(LastSeen) lastSeen: LastSeen) {
    this.#lastSeen = lastSeen;
  }

  /** @throws FunctionError, MalformedResponseError. */
  async execute(member: MemberData): Promise<Restaurant | null> {
    const venueId = venueIdForMember(member);
    if (venueId === null) return null;
    return this.#lastSeen.call('members-getRestaurant', { venueId });
  }
}
