import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { messages } from '../domain/messages';
import type { Benefits } from '../models/Benefits';
import type { Member } from '../models/Member';
import type { Restaurant } from '../models/Restaurant';
import type { Venue } from '../models/Venue';
import { LoadBenefits } from '../usecases/LoadBenefits';
import { LoadRestaurant } from '../usecases/LoadRestaurant';
import { LoadVenue } from '../usecases/LoadVenue';
import type { AsyncStatus } from '../domain/AsyncStatus';
import { MemberStore } from './MemberStore';
import { ProblemReporter } from './ProblemReporter';

type Section = 'venue' | 'restaurant' | 'benefits';

/** The member's home casino, its restaurant and the tier's benefits there. */
@injectable()
export class VenueStore {
  venue: Venue | null = null;
  venueStatus: AsyncStatus = 'idle';
  restaurant: Restaurant | null = null;
  restaurantStatus: AsyncStatus = 'idle';
  benefits: Benefits | null = null;
  benefitsStatus: AsyncStatus = 'idle';
  /** Bumped by clear(), so an answer for the previous member is dropped. */
  #epoch = 0;
  readonly #loadVenue: LoadVenue;
  readonly #loadRestaurant: LoadRestaurant;
  readonly #loadBenefits: LoadBenefits;
  readonly #member: MemberStore;
  readonly #problems: ProblemReporter;

  constructor(
    @inject(LoadVenue) loadVenue: LoadVenue,
    @inject(LoadRestaurant) loadRestaurant: LoadRestaurant,
    @inject(LoadBenefits) loadBenefits: LoadBenefits,
    @inject(MemberStore) member: MemberStore,
    @inject(ProblemReporter) problems: ProblemReporter,
  ) {
    this.#loadVenue = loadVenue;
    this.#loadRestaurant = loadRestaurant;
    this.#loadBenefits = loadBenefits;
    this.#member = member;
    this.#problems = problems;
    makeAutoObservable(this);
  }

  /** The venue's name for "What's On at {venue}" (spec section 2); empty until known. */
  get venueName(): string {
    return this.venue?.name ?? '';
  }

  /** Loaded by the session once the member passes the gates; skipped for temporary members. */
  loadVenue(): Promise<void> {
    return this.#load(
      'venue',
      (member) => this.#loadVenue.execute(member),
      (venue) => (this.venue = venue),
      messages.errors.venueNotFound,
    );
  }

  loadRestaurant(): Promise<void> {
    return this.#load(
      'restaurant',
      (member) => this.#loadRestaurant.execute(member),
      (restaurant) => (this.restaurant = restaurant),
      messages.errors.venueNotFound,
    );
  }

  loadBenefits(): Promise<void> {
    return this.#load(
      'benefits',
      (member) => this.#loadBenefits.execute(member),
      (benefits) => (this.benefits = benefits),
      messages.errors.generic,
    );
  }

  clear(): void {
    this.#epoch += 1;
    this.venue = null;
    this.venueStatus = 'idle';
    this.restaurant = null;
    this.restaurantStatus = 'idle';
    this.benefits = null;
    this.benefitsStatus = 'idle';
  }

  async #load<T>(
    section: Section,
    fetch: (member: Member) => Promise<T>,
    apply: (value: T) => void,
    fallback: string,
  ): Promise<void> {
    const member = this.#member.member;
    if (member === null) return;
    const epoch = this.#epoch;
    this.#setStatus(section, 'loading');
    try {
      const value = await fetch(member);
      runInAction(() => {
        if (epoch !== this.#epoch) return;
        apply(value);
        this.#setStatus(section, 'ready');
      });
    } catch (error) {
      if (epoch !== this.#epoch) return;
      runInAction(() => this.#setStatus(section, 'error'));
      this.#problems.report(error, {
        fallback,
        retry: () => void this.#retry(section),
        quietOffline: true,
      });
    }
  }

  #retry(section: Section): Promise<void> {
    if (section === 'venue') return this.loadVenue();
    if (section === 'restaurant') return this.loadRestaurant();
    return this.loadBenefits();
  }

  #setStatus(section: Section, status: AsyncStatus): void {
    if (section === 'venue') this.venueStatus = status;
    else if (section === 'restaurant') this.restaurantStatus = status;
    else this.benefitsStatus = status;
  }
}
