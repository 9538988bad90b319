import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import type { AuthSnapshot } from '../navigation/guard';
import type { AuthUser } from '../ports/AuthPort';
import type { MemberArea } from './MemberAreaLoader';

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

/**
 * Where the session of spec section 4 stands, shared by the steps that move it on (SignInFlow,
 * MembershipGate, SessionEnd); the UI reads it through SessionStore.
 */
@injectable()
export class SessionState {
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
  redirectAfterSignIn: string | null = null;
  /** Bumped on every auth change, so steps of an older session stop where they are. */
  #generation = 0;

  constructor() {
    // The area's stores are observable themselves; the session only swaps the reference.
    makeAutoObservable(this, {
      memberArea: observableRef,
      nextStep: false,
      isStale: false,
    });
  }

  /** The guard may decide (auth known and, when signed in, verification and linking known). */
  get ready(): boolean {
    return this.phase !== 'initialising' && this.phase !== 'checking';
  }

  get isLoggedIn(): boolean {
    return this.user !== null;
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

  /** Starts a step of the session (an auth change, a check, a sign-out): older steps are stale. */
  nextStep(): number {
    this.#generation += 1;
    return this.#generation;
  }

  /** A newer step has started since `step`: `step` stops where it is. */
  isStale(step: number): boolean {
    return step !== this.#generation;
  }
}
