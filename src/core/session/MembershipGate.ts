import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { describeMemberFetchFailure } from '../kernel/describeProblem';
import { newErrorReference } from '../kernel/errorReference';
import { mayOpenWhileLinking } from '../navigation/guard';
import { messages } from '../kernel/messages';
import { pathTo } from '../navigation/routes';
import type { AuthUser } from '../ports/AuthPort';
import type { UserProfile } from '../ports/DocumentStorePort';
import { LoadProfile } from '../member/LoadProfile';
import { MemberStore } from '../member/MemberStore';
import { NavigationStore } from '../navigation/NavigationStore';
import { NotificationsStore } from '../kernel/NotificationsStore';
import { ProblemReporter } from '../kernel/ProblemReporter';
import { SessionEnd } from './SessionEnd';
import { SessionState } from './SessionState';

/**
 * The gates of spec section 4 once the member is known: held at /account/pending or
 * /account/verify, or past them to member data, whose gate (suspended, temporary, ...) ends the
 * session or lets venue and games load.
 */
@injectable()
export class MembershipGate {
  readonly #state: SessionState;
  readonly #member: MemberStore;
  readonly #loadProfile: LoadProfile;
  readonly #navigation: NavigationStore;
  readonly #notifications: NotificationsStore;
  readonly #problems: ProblemReporter;
  readonly #end: SessionEnd;

  constructor(
    @inject(SessionState) state: SessionState,
    @inject(MemberStore) member: MemberStore,
    @inject(LoadProfile) loadProfile: LoadProfile,
    @inject(NavigationStore) navigation: NavigationStore,
    @inject(NotificationsStore) notifications: NotificationsStore,
    @inject(ProblemReporter) problems: ProblemReporter,
    @inject(SessionEnd) end: SessionEnd,
  ) {
    this.#state = state;
    this.#member = member;
    this.#loadProfile = loadProfile;
    this.#navigation = navigation;
    this.#notifications = notifications;
    this.#problems = problems;
    this.#end = end;
  }

  /** Holds a member with an unverified email or no linked membership; loads the others' data. */
  async pass(user: AuthUser, profile: UserProfile, step: number): Promise<void> {
    const heldAt = !user.emailVerified
      ? 'email-unverified'
      : profile.memberships.length === 0
        ? 'linking-required'
        : null;
    const state = this.#state;
    runInAction(() => {
      state.user = user;
      state.emailVerified = user.emailVerified;
      state.requiresAccountLinking = heldAt === 'linking-required';
      this.#member.setProfile(profile);
      if (heldAt === null) return;
      state.phase = heldAt;
      state.redirectAfterSignIn = null;
      // A member who still has to link stays on a linking page they reloaded or were sent
      // to (/account/link: spec section 4 rule 4); otherwise, from wherever they are (even the
      // always-open /account/pending, once verified), they go where the session is held.
      if (heldAt === 'linking-required' && mayOpenWhileLinking(this.#navigation.location)) return;
      const page = heldAt === 'email-unverified' ? 'accountPending' : 'accountVerify';
      this.#navigation.holdAt(pathTo(page));
    });
    if (heldAt === null) await this.loadMember(step);
  }

  /**
   * A membership was linked (spec section 4): the flag is cleared, the profile reloaded, the
   * member goes to /account/linked, and member data, gates, venue and games follow.
   */
  async membershipLinked(user: AuthUser, step: number): Promise<void> {
    runInAction(() => {
      this.#state.requiresAccountLinking = false;
    });
    try {
      const profile = await this.#loadProfile.execute(user.uid);
      if (this.#state.isStale(step)) return;
      this.#member.setProfile(profile);
    } catch (error) {
      if (this.#state.isStale(step)) return;
      this.#problems.report(error, { fallback: messages.errors.profileNotFound });
    }
    this.#navigation.go(pathTo('membershipLinked'), { replace: true });
    await this.loadMember(step);
  }

  /** Member data and its gate; then the redirect of an explicit sign-in, venue and games. */
  async loadMember(step: number): Promise<void> {
    const state = this.#state;
    runInAction(() => {
      state.phase = 'loading-member';
    });
    let loaded;
    try {
      loaded = await this.#member.load();
    } catch (error) {
      if (!state.isStale(step)) {
        await this.#end.end(describeMemberFetchFailure(error, newErrorReference).message);
      }
      return;
    }
    if (state.isStale(step)) return;
    const gate = loaded.gate;
    if (gate.kind === 'blocked') {
      if (gate.presentation === 'toast') {
        this.#notifications.show(gate.message, { kind: gate.severity, durationMs: gate.toastMs });
        await this.#end.end();
      } else {
        await this.#end.end(gate.message);
      }
      return;
    }
    const target = state.redirectAfterSignIn;
    runInAction(() => {
      state.redirectAfterSignIn = null;
      if (target !== null) this.#navigation.go(target, { replace: true });
    });
    await state.memberArea?.content.loadEssentials();
    if (state.isStale(step)) return;
    runInAction(() => {
      state.phase = 'initialised';
    });
  }
}
