import { inject, injectable } from 'inversify';
import type { MemberData, PromotionEvent } from '../../../functions/src/contract/callables';
import { CallablesPort } from '../ports/CallablesPort';
import { venueIdForMember } from './venueOf';

/** Events and promotions at the home casino (promotions-getPromotions); none for a temporary member. */
@injectable()
export class LoadPromotions {
  readonly #callables: CallablesPort;

  constructor(@inject(CallablesPort) callables: CallablesPort) {
    this.#callables = callables;
  }

  /** @throws FunctionError, MalformedResponseError. */
  async execute(member: MemberData): Promise<PromotionEvent[]> {
    const venueId = venueIdForMember(member);
    if (venueId === null) return [];
    const response = await this.#callables.call('promotions-getPromotions', { venueId });
    return response.events;
  }
}
