import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  nextTier,
  tierForMembershipType,
  tierMaxPoints,
  tierProgressPercent,
  type Tier,
} from '@met/scheme';
import { DEFAULT_COUNTRY } from '../kernel/constants';
import type { Member } from './Member';
import type { UserProfile } from '../ports/DocumentStorePort';
import { LoadMember, type LoadedMember } from './LoadMember';
import type { AsyncStatus } from '../kernel/AsyncStatus';
import { LoadedContent } from '../kernel/LoadedContent';

/** The signed-in member: the users/{uid} profile, the member data and what follows from them. */
@injectable()
export class MemberStore {
  profile: UserProfile | null = null;
  /** Cleared with the session, so an answer for a session that ended is dropped. */
  readonly #member = new LoadedContent<Member | null>(null);
  readonly #loadMember: LoadMember;

  constructor(@inject(LoadMember) loadMember: LoadMember) {
    this.#loadMember = loadMember;
    makeAutoObservable(this);
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

  get fullName(): string {
    return this.member ? `${this.member.firstName} ${this.member.lastName}`.trim() : '';
  }

  setProfile(profile: UserProfile): void {
    this.profile = profile;
  }

  /** After a profile change the server answers the updated member. */
  setMember(member: Member): void {
    this.#member.replace(member);
  }

  /**
   * Fetches the member and applies the gates; the member is kept only when allowed in. The
   * session decides what a blocked outcome or a failure means.
   * @throws what LoadMember throws.
   */
  load(): Promise<LoadedMember> {
    return this.#member.loadOrThrow(
      () => this.#loadMember.execute(this.location),
      (loaded) => (loaded.gate.kind === 'allowed' ? loaded.member : null),
    );
  }

  clear(): void {
    this.#member.clear();
    this.profile = null;
  }
}
