import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { mayOpenWhileLinking, type AuthSnapshot } from '../domain/guard';
import { messages } from '../domain/messages';
import { isNetworkFailure } from '../domain/networkFailure';
import { safeRedirect } from '../domain/redirect';
import { pathTo } from '../domain/routes';
import type { AuthUser } from '../ports/AuthPort';
import { ConnectivityPort } from '../ports/ConnectivityPort';
import type { UserProfile } from '../ports/DocumentStorePort';
import { BeginSession, type SessionIdentity } from '../usecases/BeginSession';
import { LastSeen } from '../usecases/LastSeen';
import { LoadProfile } from '../usecases/LoadProfile';
import { SetVerifiedEmail } from '../usecases/SetVerifiedEmail';
import { SignOut } from '../usecases/SignOut';
import { WatchAuthState } from '../usecases/WatchAuthState';
import { describeMemberFetchFailure } from './describeProblem';
import { DialogStore } from './DialogStore';
import { newErrorReference } from './errorReference';
import { MemberAreaLoader, type MemberArea } from './MemberArea';
import { MemberStore } from './MemberStore';
import { NavigationStore, type NavigationRequest } from './NavigationStore';
import { NotificationsStore } from './NotificationsStore';
import { ProblemReporter } from './ProblemReporter';

/**
 * - initialising: the identity provider has not said yet whether anyone is signed in.
 * - checking: signed in; user, profile and email verification are being checked.
 * - email-unverified, linking-required: signed in, held at /account/pending or /account/verify.
 * - loading-member: member data, gates, then venue and games.
 * - initialised: everything the home page needs is loaded.
 */
export type SessionPhase =
  | 'initialising'
  | 'signed-out'
  | 'checking'
  | 'email-unverified'
  | 'linking-required'
  | 'loading-member'
  | 'initialised';

/** The auth state machine of spec section 4. */
@injectable()
export class SessionStore {
  phase: SessionPhase = 'initialising';
  user: AuthUser | null = null;
  emailVerified = false;
  requiresAccountLinking = false;
  /**
   * The session started with no network, from what this device saved of the member (issue 6);
   * it is checked again with the server as soon as the device is back online.
   */
  startedOffline = false;
  /** The member's content stores, once a session has begun in this page (kept after sign-out). */
  memberArea: MemberArea | null = null;
  /** Where to go once an explicit sign-in has passed the gates; null on a restored session. */
  #redirectAfterSignIn: string | null = null;
  /** Bumped on every auth change, so steps of an older session stop where they are. */
  #generation = 0;
  #unsubscribe: (() => void) | null = null;
  #unsubscribeConnectivity: (() => void) | null = null;
  readonly #watchAuth: WatchAuthState;
  readonly #beginSession: BeginSession;
  readonly #setVerifiedEmail: SetVerifiedEmail;
  readonly #loadProfile: LoadProfile;
  readonly #signOut: SignOut;
  readonly #member: MemberStore;
  readonly #memberAreaLoader: MemberAreaLoader;
  readonly #dialogs: DialogStore;
  readonly #notifications: NotificationsStore;
  readonly #navigation: NavigationStore;
  readonly #problems: ProblemReporter;
  readonly #lastSeen: LastSeen;
  readonly #connectivity: ConnectivityPort;

  constructor(
    @inject(WatchAuthState) watchAuth: WatchAuthState,
    @inject(BeginSession) beginSession: BeginSession,
    @inject(SetVerifiedEmail) setVerifiedEmail: SetVerifiedEmail,
    @inject(LoadProfile) loadProfile: LoadProfile,
    @inject(SignOut) signOut: SignOut,
    @inject(MemberStore) member: MemberStore,
    @inject(MemberAreaLoader) memberAreaLoader: MemberAreaLoader,
    @inject(DialogStore) dialogs: DialogStore,
    @inject(NotificationsStore) notifications: NotificationsStore,
    @inject(NavigationStore) navigation: NavigationStore,
    @inject(ProblemReporter) problems: ProblemReporter,
    @inject(LastSeen) lastSeen: LastSeen,
    @inject(ConnectivityPort) connectivity: ConnectivityPort,
  ) {
    this.#watchAuth = watchAuth;
    this.#beginSession = beginSession;
    this.#setVerifiedEmail = setVerifiedEmail;
    this.#loadProfile = loadProfile;
    this.#signOut = signOut;
    this.#member = member;
    this.#memberAreaLoader = memberAreaLoader;
    this.#dialogs = dialogs;
    this.#notifications = notifications;
    this.#navigation = navigation;
    this.#problems = problems;
    this.#lastSeen = lastSeen;
    this.#connectivity = connectivity;
    // The area's stores are observable themselves; the session only swaps the reference.
    makeAutoObservable(this, { memberArea: observableRef });
  }

  /** The guard may decide (auth known and, when signed in, verification and linking known). */
  get ready(): boolean {
    return this.phase !== 'initialising' && this.phase !== 'checking';
  }

  get isLoggedIn(): boolean {
    return this.user !== null;
  }

  get initialised(): boolean {
    return this.phase === 'initialised';
  }

  /** What guardNavigation needs. */
  get authSnapshot(): AuthSnapshot {
    return {
      ready: this.ready,
      isLoggedIn: this.isLoggedIn,
      emailVerified: this.emailVerified,
      requiresAccountLinking: this.requiresAccountLinking,
    };
  }

  /** The page change the router should make next (see NavigationStore). */
  get pendingNavigation(): NavigationRequest | null {
    return this.#navigation.pending;
  }

  /** Starts following the identity provider (once, at boot). */
  start(): void {
    if (this.#unsubscribe !== null) return;
    this.#unsubscribe = this.#watchAuth.execute((user) => void this.#onAuthChanged(user));
    this.#unsubscribeConnectivity = this.#connectivity.subscribe((online) => {
      if (online) void this.#recheckAfterOfflineStart();
    });
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#unsubscribeConnectivity?.();
    this.#unsubscribeConnectivity = null;
  }

  /**
   * Called just before an explicit sign-in: once it passes the gates the member goes to
   * `redirect` when it is a safe same-origin path (spec-decisions 11), else to /.
   */
  expectSignIn(redirect: string | null): void {
    this.#redirectAfterSignIn = safeRedirect(redirect);
  }

  cancelExpectedSignIn(): void {
    this.#redirectAfterSignIn = null;
  }

  /** The member logs out: to /login, with profile, member data and flags cleared. */
  async signOut(): Promise<void> {
    this.#redirectAfterSignIn = null;
    await this.#end();
  }

  /** Checks the signed-in user again, e.g. after the email was verified elsewhere. */
  async refresh(): Promise<void> {
    if (this.user === null) return;
    const generation = ++this.#generation;
    this.phase = 'checking';
    await this.#afterSignIn(generation);
  }

  /**
   * A membership was linked (spec section 4): the flag is cleared, the profile reloaded, the
   * member goes to /account/linked, and member data, gates, venue and games follow.
   */
  async membershipLinked(): Promise<void> {
    const user = this.user;
    if (user === null) return;
    const generation = ++this.#generation;
    this.requiresAccountLinking = false;
    try {
      const profile = await this.#loadProfile.execute(user.uid);
      if (generation !== this.#generation) return;
      this.#member.setProfile(profile);
    } catch (error) {
      if (generation !== this.#generation) return;
      this.#problems.report(error, { fallback: messages.errors.profileNotFound });
    }
    this.#navigation.go(pathTo('membershipLinked'), { replace: true });
    await this.#loadMember(generation);
  }

  async #onAuthChanged(user: AuthUser | null): Promise<void> {
    const generation = ++this.#generation;
    if (user === null) {
      this.#enterSignedOut();
      return;
    }
    runInAction(() => {
      this.user = user;
      this.phase = 'checking';
    });
    // While 'checking' the guard shows the splash, so the member's stores (and their code) are
    // in place before any member page renders.
    if (!(await this.#openMemberArea(generation))) return;
    await this.#afterSignIn(generation);
  }

  /** False when a newer auth change took over, or when the member module could not load. */
  async #openMemberArea(generation: number): Promise<boolean> {
    let area: MemberArea;
    try {
      area = await this.#memberAreaLoader.load();
    } catch (error) {
      if (generation !== this.#generation) return false;
      // Its code is gone from the server only after a deploy: 'Update Applied', then a reload.
      console.error('The member module could not be loaded', error);
      this.#dialogs.showUpdateApplied();
      return false;
    }
    if (generation !== this.#generation) return false;
    runInAction(() => {
      this.memberArea = area;
    });
    return true;
  }

  async #afterSignIn(generation: number): Promise<void> {
    const stale = (): boolean => generation !== this.#generation;
    let identity: SessionIdentity | null;
    try {
      identity = await this.#beginSession.execute();
    } catch (error) {
      if (stale()) return;
      const saved = isNetworkFailure(error) ? this.#savedIdentity() : null;
      if (saved === null) {
        await this.#end(describeMemberFetchFailure(error, newErrorReference).message);
        return;
      }
      identity = saved;
      runInAction(() => {
        this.startedOffline = true;
      });
    }
    if (stale()) return;
    if (identity === null) {
      this.#enterSignedOut();
      return;
    }
    const { user } = identity;
    if (!this.startedOffline) {
      this.#lastSeen.open(user.uid);
    }
    let profile = identity.profile;
    if (profile.emailVerified !== user.emailVerified) {
      try {
        await this.#setVerifiedEmail.execute();
      } catch (error) {
        console.error('users-setVerifiedEmail failed', error);
        if (!stale()) await this.#end(messages.errors.setEmailVerified);
        return;
      }
      if (stale()) return;
      profile = { ...profile, emailVerified: user.emailVerified };
    }
    if (!this.startedOffline) this.#lastSeen.saveProfile(profile);
    const heldAt = !user.emailVerified
      ? 'email-unverified'
      : profile.memberships.length === 0
        ? 'linking-required'
        : null;
    runInAction(() => {
      this.user = user;
      this.emailVerified = user.emailVerified;
      this.requiresAccountLinking = heldAt === 'linking-required';
      this.#member.setProfile(profile);
      if (heldAt === null) return;
      this.phase = heldAt;
      this.#redirectAfterSignIn = null;
      // A member who still has to link stays on a linking page they reloaded or were sent
      // to (/account/link: spec section 4 rule 4); otherwise, from wherever they are (even the
      // always-open /account/pending, once verified), they go where the session is held.
      if (heldAt === 'linking-required' && mayOpenWhileLinking(this.#navigation.location)) return;
      const page = heldAt === 'email-unverified' ? 'accountPending' : 'accountVerify';
      this.#navigation.holdAt(pathTo(page));
    });
    if (heldAt === null) await this.#loadMember(generation);
  }

  async #loadMember(generation: number): Promise<void> {
    const stale = (): boolean => generation !== this.#generation;
    runInAction(() => {
      this.phase = 'loading-member';
    });
    let loaded;
    try {
      loaded = await this.#member.load();
    } catch (error) {
      if (!stale()) await this.#end(describeMemberFetchFailure(error, newErrorReference).message);
      return;
    }
    if (stale()) return;
    const gate = loaded.gate;
    if (gate.kind === 'blocked') {
      if (gate.presentation === 'toast') {
        this.#notifications.show(gate.message, {
          kind: gate.severity,
          durationMs: gate.toastMs,
        });
        await this.#end();
      } else {
        await this.#end(gate.message);
      }
      return;
    }
    const target = this.#redirectAfterSignIn;
    runInAction(() => {
      this.#redirectAfterSignIn = null;
      if (target !== null) this.#navigation.go(target, { replace: true });
    });
    await this.memberArea?.content.loadEssentials();
    if (stale()) return;
    runInAction(() => {
      this.phase = 'initialised';
    });
  }

  /** Signs out, with `message` in the 'Problem' dialog when given; the member goes to /login. */
  async #end(message?: string): Promise<void> {
    this.#generation += 1;
    if (message !== undefined) this.#dialogs.showProblem({ message });
    this.#navigation.go(pathTo('login'), { replace: true });
    try {
      await this.#signOut.execute();
    } catch (error) {
      this.#problems.report(error);
    }
    this.#enterSignedOut();
  }

  /**
   * With no network at start, the member carries on from what this device saved when they were
   * last online (a verified, linked member only); null when nothing usable is saved.
   */
  #savedIdentity(): SessionIdentity | null {
    const user = this.user;
    if (user === null) return null;
    this.#lastSeen.open(user.uid);
    const profile: UserProfile | null = this.#lastSeen.savedProfile();
    if (profile === null || !profile.emailVerified || profile.memberships.length === 0) return null;
    return { user: { ...user, emailVerified: true }, profile };
  }

  /** Back online after an offline start: the server checks the member again, without a splash. */
  async #recheckAfterOfflineStart(): Promise<void> {
    if (!this.startedOffline || this.user === null) return;
    runInAction(() => {
      this.startedOffline = false;
    });
    const generation = ++this.#generation;
    await this.#afterSignIn(generation);
  }

  /** Every way into signed-out ends here, so the device keeps nothing of the member. */
  #enterSignedOut(): void {
    this.#signOut.forgetMemberOnDevice();
    runInAction(() => {
      this.user = null;
      this.emailVerified = false;
      this.requiresAccountLinking = false;
      this.startedOffline = false;
      this.phase = 'signed-out';
      this.#member.clear();
      this.memberArea?.content.clear();
    });
  }
}
