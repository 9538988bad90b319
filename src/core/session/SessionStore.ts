import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { AuthSnapshot } from '../navigation/guard';
import type { AuthUser, StaffClaim } from '../ports/AuthPort';
import { ConnectivityPort } from '../ports/ConnectivityPort';
import type { MemberArea } from './MemberAreaLoader';
import { SessionState, type SessionPhase } from './SessionState';
import { WatchAuthState } from './WatchAuthState';

export type { SessionPhase };

/**
 * The auth state machine of spec section 4 as the UI sees it: follows the identity provider and
 * the device's connectivity, and gives each change, as an event, to SessionState.
 */
@injectable()
export class SessionStore {
  #unsubscribe: (() => void) | null = null;
  #unsubscribeConnectivity: (() => void) | null = null;
  readonly #state: SessionState;
  readonly #watchAuth: WatchAuthState;
  readonly #connectivity: ConnectivityPort;

  constructor(
    @inject(SessionState) state: SessionState,
    @inject(WatchAuthState) watchAuth: WatchAuthState,
    @inject(ConnectivityPort) connectivity: ConnectivityPort,
  ) {
    this.#state = state;
    this.#watchAuth = watchAuth;
    this.#connectivity = connectivity;
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

  /** A staff login's claim: the desk's session, else null. */
  get staff(): StaffClaim | null {
    return this.#state.staff;
  }

  get isStaff(): boolean {
    return this.#state.staff !== null;
  }

  get requiresAccountLinking(): boolean {
    return this.#state.requiresAccountLinking;
  }

  /** The member's saved screens are shown while the server checks the member behind them. */
  get fromDevice(): boolean {
    return this.#state.fromDevice;
  }

  /** The session started with no network, from what this device saved. */
  get startedOffline(): boolean {
    return this.#state.startedOffline;
  }

  /** The member's content stores, once a session has begun in this page (kept after sign-out). */
  get memberArea(): MemberArea | null {
    return this.#state.memberArea;
  }

  /** The member signed in on this page and the session will take them on (not a restore). */
  get signingIn(): boolean {
    return this.#state.signingIn;
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
    this.#unsubscribe = this.#watchAuth.execute(
      (user) => void this.#state.dispatch({ kind: 'authChanged', user }),
    );
    this.#unsubscribeConnectivity = this.#connectivity.subscribe((online) => {
      if (online) void this.#state.dispatch({ kind: 'backOnline' });
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
    void this.#state.dispatch({ kind: 'signInExpected', redirect });
  }

  cancelExpectedSignIn(): void {
    void this.#state.dispatch({ kind: 'signInCancelled' });
  }

  /** The member logs out: to /login, with profile, member data and flags cleared. */
  signOut(): Promise<void> {
    return this.#state.end();
  }

  /** Checks the signed-in user again, e.g. after the email was verified elsewhere. */
  refresh(): Promise<void> {
    return this.#state.dispatch({ kind: 'refreshRequested' });
  }

  /**
   * A membership was linked (spec section 4): the flag is cleared, the profile reloaded, the
   * member goes to /account/linked, and member data, gates, venue and games follow.
   */
  membershipLinked(): Promise<void> {
    return this.#state.dispatch({ kind: 'membershipLinked' });
  }
}
