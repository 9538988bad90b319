import { inject, injectable } from 'inversify';
import type { MemberData, Venue } from '../../../functions/src/contract/callables';
import { DomainError } from '../domain/DomainError';
import { FunctionError } from '../domain/FunctionError';
import { CallablesPort } from '../ports/CallablesPort';
import { venueIdForMember } from './venueOf';

/** The member's home casino (members-getVenue); none for a temporary member. */
@injectable()
export class LoadVenue {
  readonly #callables: CallablesPort;

  constructor(@inject(CallablesPort) callables: CallablesPort) {
    this.#callables = callables;
  }

  /**
   * @throws DomainError homeCasinoNotFound when the server knows no such venue;
   *   FunctionError, MalformedResponseError otherwise.
   */
  async execute(member: MemberData): Promise<Venue | null> {
    const venueId = venueIdForMember(member);
    if (venueId === null) return null;
    try {
      return await this.#callables.call('members-getVenue', { venueId });
    } catch (error) {
      if (error instanceof FunctionError && error.code === 'not-found') {
        throw new DomainError('homeCasinoNotFound');
      }
      throw error;
    }
  }
}
