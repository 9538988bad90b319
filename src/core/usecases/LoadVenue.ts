import { inject, injectable } from 'inversify';
import { DomainError } from '../domain/DomainError';
import { FunctionError } from '../domain/FunctionError';
import { venueFromWire } from '../models/fromWire';
import type { Member } from '../models/Member';
import type { Venue } from '../models/Venue';
import { venueIdForMember } from '../domain/venueOf';
import { LastSeen } from '../device/LastSeen';

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
  async execute(member: Member): Promise<Venue | null> {
    const venueId = venueIdForMember(member);
    if (venueId === null) return null;
    try {
      return venueFromWire(await this.#lastSeen.call('members-getVenue', { venueId }));
    } catch (error) {
      if (error instanceof FunctionError && error.code === 'not-found') {
        throw new DomainError('homeCasinoNotFound');
      }
      throw error;
    }
  }
}
