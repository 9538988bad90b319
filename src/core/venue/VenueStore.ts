import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { messages } from '../kernel/messages';
import type { Benefits } from './Benefits';
import type { Member } from '../member/Member';
import type { Restaurant } from './Restaurant';
import type { Venue } from './Venue';
import { LoadBenefits } from './LoadBenefits';
import { LoadRestaurant } from './LoadRestaurant';
import { LoadVenue } from './LoadVenue';
import type { AsyncStatus } from '../kernel/AsyncStatus';
import { LoadedContent } from '../kernel/LoadedContent';
import { MemberStore } from '../member/MemberStore';
import { ProblemReporter } from '../kernel/ProblemReporter';

/** The member's home casino, its restaurant and the tier's benefits there. */
@injectable()
export class VenueStore {
  readonly #venue: LoadedContent<Venue | null>;
  readonly #restaurant: LoadedContent<Restaurant | null>;
  readonly #benefits: LoadedContent<Benefits | null>;
  readonly #loadVenue: LoadVenue;
  readonly #loadRestaurant: LoadRestaurant;
  readonly #loadBenefits: LoadBenefits;
  readonly #member: MemberStore;

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
    this.#venue = new LoadedContent<Venue | null>(null, {
      problems,
      fallback: messages.errors.venueNotFound,
      retry: () => void this.loadVenue(),
    });
    this.#restaurant = new LoadedContent<Restaurant | null>(null, {
      problems,
      fallback: messages.errors.venueNotFound,
      retry: () => void this.loadRestaurant(),
    });
    this.#benefits = new LoadedContent<Benefits | null>(null, {
      problems,
      fallback: messages.errors.generic,
      retry: () => void this.loadBenefits(),
    });
    makeAutoObservable(this);
  }

  get venue(): Venue | null {
    return this.#venue.value;
  }

  get venueStatus(): AsyncStatus {
    return this.#venue.status;
  }

  get restaurant(): Restaurant | null {
    return this.#restaurant.value;
  }

  get restaurantStatus(): AsyncStatus {
    return this.#restaurant.status;
  }

  get benefits(): Benefits | null {
    return this.#benefits.value;
  }

  get benefitsStatus(): AsyncStatus {
    return this.#benefits.status;
  }

  /** The venue's name for "What's On at {venue}" (spec section 2); empty until known. */
  get venueName(): string {
    return this.venue?.name ?? '';
  }

  /** Loaded by the session once the member passes the gates; skipped for temporary members. */
  loadVenue(): Promise<void> {
    return this.#load(this.#venue, (member) => this.#loadVenue.execute(member));
  }

  loadRestaurant(): Promise<void> {
    return this.#load(this.#restaurant, (member) => this.#loadRestaurant.execute(member));
  }

  loadBenefits(): Promise<void> {
    return this.#load(this.#benefits, (member) => this.#loadBenefits.execute(member));
  }

  clear(): void {
    this.#venue.clear();
    this.#restaurant.clear();
    this.#benefits.clear();
  }

  async #load<T>(content: LoadedContent<T>, fetch: (member: Member) => Promise<T>): Promise<void> {
    const member = this.#member.member;
    if (member === null) return;
    await content.load(() => fetch(member));
  }
}
