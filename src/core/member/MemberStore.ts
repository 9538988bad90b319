import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable } from 'mobx';
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
import { LoadMember, type LoadedMember } from './LoadMember';
import type { AsyncStatus } from '../kernel/AsyncStatus';
import { LoadedContent } from '../kernel/LoadedContent';
import { LastSeen } from '../kernel/LastSeen';

const NO_PAUSE: PauseState = { kind: 'none' };

/** The callable member data comes from; the store hears of its refreshes and says when it is from. */
const MEMBER_READ = 'members-getMember';

/** The signed-in member: the users/{uid} profile, the member data and what follows from them. */
@injectable()
export class MemberStore {
  profile: UserProfile | null = null;
  /** Cleared with the session, so an answer for a session that ended is dropped. */
  readonly #member = new LoadedContent<Member | null>(null);
  /** The member on screen is the device copy's: set in the same action as the member. */
  readonly #fromDevice = observable.box(false);
  readonly #loadMember: LoadMember;
  readonly #lastSeen: LastSeen;

  constructor(@inject(LoadMember) loadMember: LoadMember, @inject(LastSeen) lastSeen: LastSeen) {
    this.#loadMember = loadMember;
    this.#lastSeen = lastSeen;
    makeAutoObservable(this);
    // A refresh behind the screen brought the server's answer: shown without a round trip.
    lastSeen.onRefreshed([MEMBER_READ], () => void this.#refresh());
  }

  /**
   * When the member data on screen was fetched, when it came from the device copy and is not
   * being refreshed (no network, or the refresh failed); null when it is the server's
   * (DECISIONS.md "Offline and the device copy").
   */
  get savedAt(): Date | null {
    return this.#member.value === null ? null : this.#lastSeen.savedAt([MEMBER_READ]);
  }

  /**
   * The member on screen is the device copy's, not yet the server's answer: while its refresh
   * behind the screen is under way, and after it failed. False when no member is shown or the
   * server's answer is (DECISIONS.md "Performance: the real path": the bench's refreshed points).
   */
  get fromDevice(): boolean {
    return this.#member.value !== null && this.#fromDevice.get();
  }

  get member(): Member | null {
    return this.#member.value;
  }

  get status(): AsyncStatus {
    return this.#member.status;
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

  /** The next tier, the reward points still needed and its perks; or the top (issue 29). */
  get tierStep(): TierStep | null {
    return this.member && this.tier ? tierStep(this.tier, this.member.points.reward) : null;
  }

  /**
   * The member's break or self-exclusion (issue 26), as their record says. A break whose end has
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

  /** After a profile change the server answers the updated member. */
  setMember(member: Member): void {
    this.#member.replace(member);
    this.#fromDevice.set(false);
  }

  /**
   * Fetches the member and applies the gates; the member is kept only when allowed in. The
   * session decides what a blocked outcome or a failure means.
   * @throws what LoadMember throws.
   */
  load(): Promise<LoadedMember> {
    return this.#member.loadOrThrow(
      () => this.#loadMember.execute(this.location),
      (loaded) => this.#shown(loaded),
    );
  }

  /**
   * Shows the member as this device saved them, when a copy is saved for the profile's location:
   * the device copy answers at once and refreshes behind the screen. True when a member allowed
   * in by the saved data is on screen; nothing is fetched and false when nothing is saved.
   */
  async showSaved(): Promise<boolean> {
    if (!this.#lastSeen.holds(MEMBER_READ, { location: this.location })) return false;
    try {
      return (await this.load()).gate.kind === 'allowed';
    } catch {
      return false;
    }
  }

  /** The server's answer after a refresh; the member is kept only when allowed in. */
  async #refresh(): Promise<void> {
    await this.#member.reload(
      () => this.#loadMember.execute(this.location),
      (loaded) => this.#shown(loaded),
    );
  }

  /** What is shown of `loaded` (the member only when allowed in), noting whence it came. */
  #shown(loaded: LoadedMember): Member | null {
    this.#fromDevice.set(this.#lastSeen.showsCopyOf([MEMBER_READ]));
    return loaded.gate.kind === 'allowed' ? loaded.member : null;
  }

  clear(): void {
    this.#member.clear();
    this.profile = null;
  }
}
