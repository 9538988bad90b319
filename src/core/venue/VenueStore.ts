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
import { LastSeen } from '../kernel/LastSeen';
import type { CallableName } from '../ports/CallablesPort';

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
  readonly #lastSeen: LastSeen;

  constructor(
    @inject(LoadVenue) loadVenue: LoadVenue,
    @inject(LoadRestaurant) loadRestaurant: LoadRestaurant,
    @inject(LoadBenefits) loadBenefits: LoadBenefits,
    @inject(MemberStore) member: MemberStore,
    @inject(ProblemReporter) problems: ProblemReporter,
    @inject(LastSeen) lastSeen: LastSeen,
  ) {
    this.#loadVenue = loadVenue;
    this.#loadRestaurant = loadRestaurant;
    this.#loadBenefits = loadBenefits;
    this.#member = member;
    this.#lastSeen = lastSeen;
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
    // A refresh behind the screen brought the server's answer: shown without a round trip.
    // Refused: the copy leaves the screen and the load runs again, saying why.
    this.#onRefreshed('members-getVenue', this.#venue, (m) => this.#loadVenue.execute(m));
    this.#onRefreshed('members-getRestaurant', this.#restaurant, (m) =>
      this.#loadRestaurant.execute(m),
    );
    this.#onRefreshed('benefits-getBenefits', this.#benefits, (m) => this.#loadBenefits.execute(m));
  }

  /** When the venue on screen is from (the device copy, not being refreshed); null when fresh. */
  get venueSavedAt(): Date | null {
    return this.#lastSeen.savedAt(['members-getVenue']);
  }

  /** When the restaurant on screen is from; null when fresh. */
  get restaurantSavedAt(): Date | null {
    return this.#lastSeen.savedAt(['members-getRestaurant']);
  }

  /** When the benefits on screen are from; null when fresh. */
  get benefitsSavedAt(): Date | null {
    return this.#lastSeen.savedAt(['benefits-getBenefits']);
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

  get venueAddress(): string {
    return this.venue?.address ?? '';
  }

  async known(): Promise<void> {
    if (this.venue === null) await this.loadVenue();
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

  /**
   * A refresh of `name` behind the screen: the server's answer replaces the copy without a
   * round trip; a refusal takes the copy off the screen and loads again, saying why.
   */
  #onRefreshed<T>(
    name: CallableName,
    content: LoadedContent<T>,
    fetch: (member: Member) => Promise<T>,
  ): void {
    this.#lastSeen.onRefreshed([name], (_name, _request, refused) => {
      const member = this.#member.member;
      if (member === null) return;
      if (refused) {
        content.clear();
        void content.load(() => fetch(member));
      } else if (content.status === 'ready') {
        void content.reload(
          () => fetch(member),
          (value) => value,
        );
      }
    });
  }

  async #load<T>(content: LoadedContent<T>, fetch: (member: Member) => Promise<T>): Promise<void> {
    const member = this.#member.member;
    if (member === null) return;
    await content.load(() => fetch(member));
  }
}
