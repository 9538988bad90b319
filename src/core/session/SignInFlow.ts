import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { LastSeen } from '../kernel/LastSeen';
import { describeMemberFetchFailure } from '../kernel/describeProblem';
import { newErrorReference } from '../kernel/errorReference';
import { messages } from '../kernel/messages';
import { isNetworkFailure } from '../kernel/networkFailure';
import type { AuthUser } from '../ports/AuthPort';
import { MemberAreaLoader } from './MemberAreaLoader';
import { BeginSession, type SessionIdentity } from './BeginSession';
import { SetVerifiedEmail } from './SetVerifiedEmail';
import { DialogStore } from '../kernel/DialogStore';
import { MembershipGate } from './MembershipGate';
import { SessionEnd } from './SessionEnd';
import { SessionState } from './SessionState';

/**
 * From "someone is signed in" to the gates (spec section 4): the member's stores are put in
 * place, the user and profile checked (from what the device saved when there is no network),
 * and the profile's email flag brought in line with the identity provider's.
 */
@injectable()
export class SignInFlow {
  readonly #state: SessionState;
  readonly #memberAreaLoader: MemberAreaLoader;
  readonly #dialogs: DialogStore;
  readonly #beginSession: BeginSession;
  readonly #setVerifiedEmail: SetVerifiedEmail;
  readonly #lastSeen: LastSeen;
  readonly #gate: MembershipGate;
  readonly #end: SessionEnd;

  constructor(
    @inject(SessionState) state: SessionState,
    @inject(MemberAreaLoader) memberAreaLoader: MemberAreaLoader,
    @inject(DialogStore) dialogs: DialogStore,
    @inject(BeginSession) beginSession: BeginSession,
    @inject(SetVerifiedEmail) setVerifiedEmail: SetVerifiedEmail,
    @inject(LastSeen) lastSeen: LastSeen,
    @inject(MembershipGate) gate: MembershipGate,
    @inject(SessionEnd) end: SessionEnd,
  ) {
    this.#state = state;
    this.#memberAreaLoader = memberAreaLoader;
    this.#dialogs = dialogs;
    this.#beginSession = beginSession;
    this.#setVerifiedEmail = setVerifiedEmail;
    this.#lastSeen = lastSeen;
    this.#gate = gate;
    this.#end = end;
  }

  /** The identity provider reports `user` signed in (a sign-in, or a session restored at boot). */
  async signedIn(user: AuthUser, step: number): Promise<void> {
    runInAction(() => {
      this.#state.user = user;
      this.#state.phase = 'checking';
    });
    // While 'checking' the guard shows the splash, so the member's stores (and their code) are
    // in place before any member page renders.
    if (!(await this.#openMemberArea(step))) return;
    await this.check(step);
  }

  /** Checks the signed-in user and profile, then hands over to the gates. */
  async check(step: number): Promise<void> {
    const state = this.#state;
    let identity: SessionIdentity | null;
    try {
      identity = await this.#beginSession.execute();
    } catch (error) {
      if (state.isStale(step)) return;
      const saved = isNetworkFailure(error) ? this.#savedIdentity() : null;
      if (saved === null) {
        await this.#end.end(describeMemberFetchFailure(error, newErrorReference).message);
        return;
      }
      identity = saved;
      runInAction(() => {
        state.startedOffline = true;
      });
    }
    if (state.isStale(step)) return;
    if (identity === null) {
      this.#end.enterSignedOut();
      return;
    }
    const { user } = identity;
    if (!state.startedOffline) this.#lastSeen.open(user.uid);
    let profile = identity.profile;
    if (profile.emailVerified !== user.emailVerified) {
      try {
        await this.#setVerifiedEmail.execute();
      } catch (error) {
        console.error('users-setVerifiedEmail failed', error);
        if (!state.isStale(step)) await this.#end.end(messages.errors.setEmailVerified);
        return;
      }
      if (state.isStale(step)) return;
      profile = { ...profile, emailVerified: user.emailVerified };
    }
    if (!state.startedOffline) this.#lastSeen.saveProfile(profile);
    await this.#gate.pass(user, profile, step);
  }

  /** False when a newer auth change took over, or when the member module could not load. */
  async #openMemberArea(step: number): Promise<boolean> {
    let area;
    try {
      area = await this.#memberAreaLoader.load();
    } catch (error) {
      if (this.#state.isStale(step)) return false;
      // Its code is gone from the server only after a deploy: 'Update Applied', then a reload.
      console.error('The member module could not be loaded', error);
      this.#dialogs.showUpdateApplied();
      return false;
    }
    if (this.#state.isStale(step)) return false;
    runInAction(() => {
      this.#state.memberArea = area;
    });
    return true;
  }

  /**
   * With no network at start, the member carries on from what this device saved when they were
   * last online (a verified, linked member only); null when nothing usable is saved.
   */
  #savedIdentity(): SessionIdentity | null {
    const user = this.#state.user;
    if (user === null) return null;
    this.#lastSeen.open(user.uid);
    const profile = this.#lastSeen.savedProfile();
    if (profile === null || !profile.emailVerified || profile.memberships.length === 0) return null;
    return { user: { ...user, emailVerified: true }, profile };
  }
}
