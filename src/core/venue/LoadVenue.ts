import { inject, injectable } from 'inversify';
import { DomainError } from '../kernel/DomainError';
import { FunctionError } from '../kernel/FunctionError';
import { venueFromWire } from './fromWire';
import type { Member } from '../member/Member';
import type { Venue } from './Venue';
import { venueIdForMember } from '../member/venueOf';
import { CallablesPort } from '../ports/CallablesPort';

/** The member's home casino (members-getVenue); none for a temporary member. */
@injectable()
export class LoadVenue {
  constructor(@inject(CallablesPort) private readonly callables: CallablesPort) {}

  /**
   * @throws DomainError homeCasinoNotFound when the server knows no such venue;
   *   FunctionError, MalformedResponseError otherwise.
   */
  async execute(member: Member): Promise<Venue | null> {
    const venueId = venueIdForMember(member);
    if (venueId === null) return null;
    try {
      return venueFromWire(await this.callables.call('members-getVenue', { venueId }));
    } catch (error) {
      if (error instanceof FunctionError && error.code === 'not-found') {
        throw new DomainError('homeCasinoNotFound');
      }
      throw error;
    }
  }
}
