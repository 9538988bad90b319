import { inject, injectable } from 'inversify';
import type { MemberData, Venue } from '@met/scheme/contract';
import { DomainError } from '../domain/DomainError';
import { FunctionError } from '../domain/FunctionError';
import { venueIdForMember } from './venueOf';
import { LastSeen } from './LastSeen';

/** The member's home casino (members-getVenue); none for a temporary member. */
@injectable()
export class LoadVenue {
  readonly #lastSeen: LastSeen;

  constructor(@inject(LastSeen) lastSeen: LastSeen) {
    this.#lastSeen = lastSeen;
  }

  /**
   * @throws DomainError homeCasinoNotFound when the server knows no such venue;
   *   FunctionError, MalformedResponseError otherwise.
   */
  async execute(member: MemberData): Promise<Venue | null> {
    const venueId = venueIdForMember(member);
    if (venueId === null) return null;
    try {
      return await this.#lastSeen.call('members-getVenue', { venueId });
    } catch (error) {
      if (error instanceof FunctionError && error.code === 'not-found') {
        throw new DomainError('homeCasinoNotFound');
      }
      throw error;
    }
  }
}
