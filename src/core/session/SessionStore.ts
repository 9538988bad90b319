import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthSnapshot } from '../navigation/guard';
import { safeRedirect } from '../navigation/redirect';
import type { AuthUser } from '../ports/AuthPort';
import { ConnectivityPort } from '../ports/ConnectivityPort';
import type { MemberArea } from './MemberAreaLoader';
import { WatchAuthState } from './WatchAuthState';
import { MembershipGate } from './MembershipGate';
import { SessionEnd } from './SessionEnd';
import { SessionState, type SessionPhase } from './SessionState';
import { SignInFlow } from './SignInFlow';

export type { SessionPhase };

/**
 * The auth state machine of spec section 4 as the UI sees it: follows the identity provider and
 * hands each change to the steps (SignInFlow, MembershipGate, SessionEnd) that move SessionState.
 */
@injectable()
export class SessionStore {
  #unsubscribe: (() => void) | null = null;
  #unsubscribeConnectivity: (() => void) | null = null;
  readonly #state: SessionState;
  readonly #watchAuth: WatchAuthState;
  readonly #connectivity: ConnectivityPort;
  readonly #signIn: SignInFlow;
  readonly #gate: MembershipGate;
  readonly #end: SessionEnd;

  constructor(
    @inject(SessionState) state: SessionState,
    @inject(WatchAuthState) watchAuth: WatchAuthState,
    @inject(ConnectivityPort) connectivity: ConnectivityPort,
    @inject(SignInFlow) signIn: SignInFlow,
    @inject(MembershipGate) gate: MembershipGate,
    @inject(SessionEnd) end: SessionEnd,
  ) {
    this.#state = state;
    this.#watchAuth = watchAuth;
    this.#connectivity = connectivity;
    this.#signIn = signIn;
    this.#gate = gate;
    this.#end = end;
    makeAutoObservable(this);
  }

  get phase(): SessionPhase {
    return this.#state.phase;
  }

  get user(): AuthUser | null {
    return this.#state.user;
  }

  get emailVerified(): boolean {
    return this.#state.emailVerified;
  }

  get requiresAccountLinking(): boolean {
    return this.#state.requiresAccountLinking;
  }

  /** The session started with no network, from what this device saved (issue 6). */
  get startedOffline(): boolean {
    return this.#state.startedOffline;
  }

  /** The member's content stores, once a session has begun in this page (kept after sign-out). */
  get memberArea(): MemberArea | null {
    return this.#state.memberArea;
  }

  /** The member signed in on this page and the session will take them on (not a restore). */
  get signingIn(): boolean {
    return this.#state.redirectAfterSignIn !== null;
  }

  /** The guard may decide (auth known and, when signed in, verification and linking known). */
  get ready(): boolean {
    return this.#state.ready;
  }

  get isLoggedIn(): boolean {
    return this.#state.isLoggedIn;
  }

  /** What guardNavigation needs. */
  get authSnapshot(): AuthSnapshot {
    return this.#state.authSnapshot;
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

  /** Before an explicit sign-in: where to go once past the gates (spec-decisions 11). */
  expectSignIn(redirect: string | null): void {
    this.#state.redirectAfterSignIn = safeRedirect(redirect);
  }

  cancelExpectedSignIn(): void {
    this.#state.redirectAfterSignIn = null;
  }

  /** The member logs out: to /login, with profile, member data and flags cleared. */
  async signOut(): Promise<void> {
    this.#state.redirectAfterSignIn = null;
    await this.#end.end();
  }

  /** Checks the signed-in user again, e.g. after the email was verified elsewhere. */
  async refresh(): Promise<void> {
    if (this.#state.user === null) return;
    const step = this.#state.nextStep();
    this.#state.phase = 'checking';
    await this.#signIn.check(step);
  }

  /** A membership was linked (spec section 4): see MembershipGate.membershipLinked. */
  async membershipLinked(): Promise<void> {
    const user = this.#state.user;
    if (user === null) return;
    await this.#gate.membershipLinked(user, this.#state.nextStep());
  }

  async #onAuthChanged(user: AuthUser | null): Promise<void> {
    const step = this.#state.nextStep();
    if (user === null) this.#end.enterSignedOut();
    else await this.#signIn.signedIn(user, step);
  }

  /** Back online after an offline start: the server checks the member again, without a splash. */
  async #recheckAfterOfflineStart(): Promise<void> {
    if (!this.#state.startedOffline || this.#state.user === null) return;
    runInAction(() => {
      this.#state.startedOffline = false;
    });
    await this.#signIn.check(this.#state.nextStep());
  }
}
