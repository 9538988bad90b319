import { inject, injectable } from 'inversify';
import type { MemberData, PromotionEvent } from '../../../functions/src/contract/callables';
import { venueIdForMember } from './venueOf';
import { LastSeen } from './LastSeen';

/** Events and promotions at the home casino (promotions-getPromotions); none for a temporary member. */
@injectable()
export class LoadPromotions {
  readonly #lastSeen: LastSeen;

  constructor(@inject(LastSeen) lastSeen: LastSeen) {
    this.#lastSeen = lastSeen;
  }

  /** @throws FunctionError, MalformedResponseError. */
  async execute(member: MemberData): Promise<PromotionEvent[]> {
    const venueId = venueIdForMember(member);
    if (venueId === null) return [];
    const response = await this.#lastSeen.call('promotions-getPromotions', { venueId });
    return response.events;
  }
}
