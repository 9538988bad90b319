import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { SessionEnding, SessionExit } from '../kernel/SessionExit';
import type { AuthSnapshot } from '../navigation/guard';
import type { AuthUser, StaffClaim } from '../ports/AuthPort';
import type { MemberArea } from './MemberAreaLoader';
import { MembershipGate } from './MembershipGate';
import { SessionEnd } from './SessionEnd';
import {
  initialSessionState,
  transition,
  type SessionEffect,
  type SessionEvent,
  type SessionMachineState,
  type SessionPhase,
} from './sessionMachine';
import { SignInFlow } from './SignInFlow';

export type { SessionPhase };

/** What an effect runner answers: the event its result makes, or null when there is none. */
type EffectOutcome = SessionEvent | null | Promise<SessionEvent | null>;

/**
 * Where the session of spec section 4 stands: the state of `transition`, observable. Every change
 * is an event given to `dispatch`, which applies `transition` and hands the effects, in order, to
 * their runners (SignInFlow, MembershipGate, SessionEnd); a runner's result is dispatched in turn.
 */
@injectable()
export class SessionState implements SessionExit {
  current: SessionMachineState = initialSessionState;
  readonly #signIn: SignInFlow;
  readonly #gate: MembershipGate;
  readonly #end: SessionEnd;

  constructor(
    @inject(SignInFlow) signIn: SignInFlow,
    @inject(MembershipGate) gate: MembershipGate,
    @inject(SessionEnd) end: SessionEnd,
  ) {
    this.#signIn = signIn;
    this.#gate = gate;
    this.#end = end;
    // The state is replaced whole by each transition; the member area's stores are observable
    // themselves.
    makeAutoObservable(this, { current: observableRef, dispatch: false, end: false });
  }

  get phase(): SessionPhase {
    return this.current.phase;
  }

  get user(): AuthUser | null {
    return this.current.user;
  }

  get emailVerified(): boolean {
    return this.current.emailVerified;
  }

  get requiresAccountLinking(): boolean {
    return this.current.requiresAccountLinking;
  }

  /** A staff login's claim, else null. */
  get staff(): StaffClaim | null {
    return this.current.staff;
  }

  /** The member's saved screens are shown while the server checks the member behind them. */
  get fromDevice(): boolean {
    return this.current.fromDevice;
  }

  /** The session started with no network, from what this device saved of the member. */
  get startedOffline(): boolean {
    return this.current.startedOffline;
  }

  /** The member's content stores, once a session has begun in this page (kept after sign-out). */
  get memberArea(): MemberArea | null {
    return this.current.memberArea;
  }

  /** The member pressed Log in on this page and the session will take them on (not a restore). */
  get signingIn(): boolean {
    return this.current.signingIn;
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
      isStaff: this.staff !== null,
    };
  }

  /**
   * Moves the session on by `event`; resolves once every effect it led to, and the events of
   * their results, have run. Effects that need no waiting run before this returns.
   */
  async dispatch(event: SessionEvent): Promise<void> {
    const effects = runInAction(() => {
      const next = transition(this.current, event);
      this.current = next.state;
      return next.effects;
    });
    for (const effect of effects) {
      const outcome = this.#run(effect);
      const result = outcome instanceof Promise ? await outcome : outcome;
      if (result !== null) await this.dispatch(result);
    }
  }

  /**
   * The one way out of a session: signing out, a gate, a failed check and the server no longer
   * accepting the session all end here.
   */
  end(ending: SessionEnding = {}): Promise<void> {
    return this.dispatch({
      kind: 'endRequested',
      message: ending.message ?? null,
      rejectedByServer: ending.rejectedByServer ?? false,
    });
  }

  #run(effect: SessionEffect): EffectOutcome {
    switch (effect.kind) {
      case 'openMemberArea':
      case 'showUpdateApplied':
      case 'checkIdentity':
      case 'readSavedCopy':
      case 'readDeviceCopy':
      case 'rememberMember':
      case 'saveProfile':
      case 'syncVerifiedEmail':
        return this.#signIn.run(effect);
      case 'setProfile':
      case 'showSavedMember':
      case 'holdAt':
      case 'reloadProfile':
      case 'loadMember':
      case 'loadEssentials':
      case 'navigate':
      case 'showToast':
        return this.#gate.run(effect, this.current);
      case 'end':
        return this.end(effect.message === null ? {} : { message: effect.message }).then(
          () => null,
        );
      case 'showProblem':
      case 'reportProblem':
      case 'log':
      case 'toLogin':
      case 'signOut':
      case 'forgetMember':
        return this.#end.run(effect, this.current);
    }
  }
}
