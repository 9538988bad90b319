import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  nextTier,
  tierForMembershipType,
  tierMaxPoints,
  tierProgressPercent,
  type PauseState,
  type Tier,
} from '@met/scheme';
import { tierStep, type TierStep } from './tierStep';
import { DEFAULT_COUNTRY } from '../kernel/constants';
import type { Member } from './Member';
import type { UserProfile } from '../ports/DocumentStorePort';
import { memberQuery, type LoadedMember } from './queries';
import type { AsyncStatus } from '../kernel/AsyncStatus';
import { QueryCache } from '../kernel/query/QueryCache';

const NO_PAUSE: PauseState = { kind: 'none' };

/** The signed-in member: the users/{uid} profile, the member data and what follows from them. */
@injectable()
export class MemberStore {
  profile: UserProfile | null = null;
  readonly #queries: QueryCache;

  constructor(@inject(QueryCache) queries: QueryCache) {
    this.#queries = queries;
    makeAutoObservable(this);
  }

  /** The member's record as the profile's location asks for it, with its gates. */
  get #query() {
    return this.#queries.query(memberQuery, this.location);
  }

  /**
   * When the member data on screen was fetched, when it came from the device copy and is not
   * being refreshed (no network, or the refresh failed); null when it is the server's
   * (DECISIONS.md "Offline and the device copy").
   */
  get savedAt(): Date | null {
    return this.member === null ? null : this.#query.savedAtShown;
  }

  /**
   * The member on screen is the device copy's, not yet the server's answer: while its refresh
   * behind the screen is under way, and after it failed. False when no member is shown or the
   * server's answer is (DECISIONS.md "Performance: the real path": the bench's refreshed points).
   */
  get fromDevice(): boolean {
    return this.member !== null && this.#query.fromDevice;
  }

  /** The member, when the gates allow them in. */
  get member(): Member | null {
    const loaded = this.#query.value;
    return loaded?.gate.kind === 'allowed' ? loaded.member : null;
  }

  get status(): AsyncStatus {
    return this.#query.status;
  }

  get uid(): string | null {
    return this.profile?.uid ?? null;
  }

  /** The location sent to the callables: the profile's country, 'gb' by default. */
  get location(): string {
    return this.profile?.country || DEFAULT_COUNTRY;
  }

  get tier(): Tier | null {
    return this.member ? tierForMembershipType(this.member.membershipTypeId) : null;
  }

  /** Percent of the tier's maximum, one decimal, 0..100 (spec-decisions 1). */
  get tierProgress(): number | null {
    return this.member && this.tier
      ? tierProgressPercent(this.tier, this.member.points.reward)
      : null;
  }

  get tierMaxPoints(): number | null {
    return this.tier ? tierMaxPoints(this.tier) : null;
  }

  get nextTier(): Tier | null {
    return this.tier ? nextTier(this.tier) : null;
  }

  /** The next tier, the reward points still needed and its perks; or the top. */
  get tierStep(): TierStep | null {
    return this.member && this.tier ? tierStep(this.tier, this.member.points.reward) : null;
  }

  /**
   * The member's break or self-exclusion, as their record says. A break whose end has
   * passed while the record on screen was fetched before it is over: the next refresh agrees.
   */
  get pause(): PauseState {
    const pause = this.member?.pause ?? NO_PAUSE;
    if (pause.kind === 'break' && pause.endsAt.getTime() <= Date.now()) return NO_PAUSE;
    return pause;
  }

  /** On a break or self-excluded: offers, vouchers, Spin To Win and RSVPs are hidden. */
  get paused(): boolean {
    return this.pause.kind !== 'none';
  }

  get fullName(): string {
    return this.member ? `${this.member.firstName} ${this.member.lastName}`.trim() : '';
  }

  setProfile(profile: UserProfile): void {
    this.profile = profile;
  }

  /**
   * Fetches the member and applies the gates; the member is shown only when allowed in. The
   * session decides what a blocked outcome or a failure means.
   * @throws what the member's read throws.
   */
  load(): Promise<LoadedMember> {
    return this.#query.fetch();
  }

  /**
   * Shows the member as this device saved them, when a copy is saved for the profile's location:
   * the device copy answers at once and refreshes behind the screen. True when a member allowed
   * in by the saved data is on screen; nothing is fetched and false when nothing is saved.
   */
  async showSaved(): Promise<boolean> {
    if (!this.#queries.holds(memberQuery, this.location)) return false;
    try {
      return (await this.load()).gate.kind === 'allowed';
    } catch {
      return false;
    }
  }

  clear(): void {
    this.profile = null;
  }
}
