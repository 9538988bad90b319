import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { tierForMembershipType } from '@met/scheme';
import { messages } from '../kernel/messages';
import type { Benefits } from './Benefits';
import type { Restaurant } from './Restaurant';
import type { Venue } from './Venue';
import type { AsyncStatus } from '../kernel/AsyncStatus';
import { MemberStore } from '../member/MemberStore';
import { venueIdForMember } from '../member/venueOf';
import { statusOfRead } from '../kernel/query/Query';
import { QueryCache } from '../kernel/query/QueryCache';
import { benefitsQuery, restaurantQuery, venueQuery } from './queries';

const VENUE_FAILED = { fallback: messages.errors.venueNotFound };
const BENEFITS_FAILED = { fallback: messages.errors.generic };

/**
 * The member's home casino, its restaurant and the tier's benefits there. A temporary member has
 * no venue content (spec-decisions 3): none is asked for, and each reads as null.
 */
@injectable()
export class VenueStore {
  readonly #member: MemberStore;
  readonly #queries: QueryCache;

  constructor(@inject(MemberStore) member: MemberStore, @inject(QueryCache) queries: QueryCache) {
    this.#member = member;
    this.#queries = queries;
    makeAutoObservable(this);
  }

  get #venueId(): number | null {
    const member = this.#member.member;
    return member === null ? null : venueIdForMember(member);
  }

  get #venue() {
    const venueId = this.#venueId;
    return venueId === null ? null : this.#queries.query(venueQuery, venueId);
  }

  get #restaurant() {
    const venueId = this.#venueId;
    return venueId === null ? null : this.#queries.query(restaurantQuery, venueId);
  }

  get #benefits() {
    const member = this.#member.member;
    const venueId = this.#venueId;
    const tier = member === null ? null : tierForMembershipType(member.membershipTypeId);
    return tier === null || venueId === null
      ? null
      : this.#queries.query(benefitsQuery, { tier, venueId });
  }

  /** When the venue on screen is from (the device copy, not being refreshed); null when fresh. */
  get venueSavedAt(): Date | null {
    return this.#venue?.savedAtShown ?? null;
  }

  /** When the restaurant on screen is from; null when fresh. */
  get restaurantSavedAt(): Date | null {
    return this.#restaurant?.savedAtShown ?? null;
  }

  /** When the benefits on screen are from; null when fresh. */
  get benefitsSavedAt(): Date | null {
    return this.#benefits?.savedAtShown ?? null;
  }

  get venue(): Venue | null {
    return this.#venue?.value ?? null;
  }

  get venueStatus(): AsyncStatus {
    return statusOfRead(this.#venue, this.#member.member !== null);
  }

  get restaurant(): Restaurant | null {
    return this.#restaurant?.value ?? null;
  }

  get restaurantStatus(): AsyncStatus {
    return statusOfRead(this.#restaurant, this.#member.member !== null);
  }

  get benefits(): Benefits | null {
    return this.#benefits?.value ?? null;
  }

  get benefitsStatus(): AsyncStatus {
    return statusOfRead(this.#benefits, this.#member.member !== null);
  }

  /** The venue's name for "What's On at {venue}" (spec section 2); empty until known. */
  get venueName(): string {
    return this.venue?.name ?? '';
  }

  get venueAddress(): string {
    return this.venue?.address ?? '';
  }

  async known(): Promise<void> {
    if (this.venue === null) await this.loadVenue();
  }

  /** Loaded by the session once the member passes the gates. */
  async loadVenue(): Promise<void> {
    await this.#venue?.load(VENUE_FAILED);
  }

  async loadRestaurant(): Promise<void> {
    await this.#restaurant?.load(VENUE_FAILED);
  }

  async loadBenefits(): Promise<void> {
    await this.#benefits?.load(BENEFITS_FAILED);
  }
}
