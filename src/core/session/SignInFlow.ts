import { inject, injectable } from 'inversify';
import { DialogStore } from '../kernel/DialogStore';
import { DeviceCopy } from '../kernel/query/DeviceCopy';
import { QueryCache } from '../kernel/query/QueryCache';
import { describeMemberFetchFailure } from '../kernel/describeProblem';
import { newErrorReference } from '../kernel/errorReference';
import { isNetworkFailure } from '../kernel/networkFailure';
import type { AuthUser } from '../ports/AuthPort';
import { BeginSession, type SessionIdentity } from './BeginSession';
import { MemberAreaLoader } from './MemberAreaLoader';
import type { SessionEffect, SessionEvent } from './sessionMachine';
import { SetVerifiedEmail } from './SetVerifiedEmail';

/** The effects of signing in that SignInFlow runs. */
export type SignInEffect = Extract<
  SessionEffect,
  {
    kind:
      | 'openMemberArea'
      | 'showUpdateApplied'
      | 'checkIdentity'
      | 'readSavedCopy'
      | 'readDeviceCopy'
      | 'rememberMember'
      | 'saveProfile'
      | 'syncVerifiedEmail';
  }
>;

/**
 * Runs the steps from "someone is signed in" to the gates (spec section 4): the member's stores
 * put in place, the user and profile checked (from what the device saved when there is no
 * network), and the profile's email flag brought in line with the identity provider's. Each
 * answers the event its result makes; the session machine decides what follows.
 */
@injectable()
export class SignInFlow {
  constructor(
    @inject(MemberAreaLoader) private readonly memberAreaLoader: MemberAreaLoader,
    @inject(DialogStore) private readonly dialogs: DialogStore,
    @inject(BeginSession) private readonly beginSession: BeginSession,
    @inject(SetVerifiedEmail) private readonly setVerifiedEmail: SetVerifiedEmail,
    @inject(QueryCache) private readonly queries: QueryCache,
    @inject(DeviceCopy) private readonly device: DeviceCopy,
  ) {}

  /** Runs `effect`; answers the event of its result, or null when it has none. */
  run(effect: SignInEffect): SessionEvent | null | Promise<SessionEvent> {
    switch (effect.kind) {
      case 'openMemberArea':
        return this.#openMemberArea(effect.step);
      case 'showUpdateApplied':
        // Its code is gone from the server only after a deploy: 'Update Applied', then a reload.
        console.error('The member module could not be loaded', effect.error);
        this.dialogs.showUpdateApplied();
        return null;
      case 'checkIdentity':
        return this.#checkIdentity(effect.step);
      case 'readSavedCopy':
        return {
          kind: 'savedCopyRead',
          step: effect.step,
          identity: this.#savedIdentity(effect.user),
          message: effect.message,
        };
      case 'readDeviceCopy':
        return {
          kind: 'deviceCopyRead',
          step: effect.step,
          identity: this.#savedIdentity(effect.user),
        };
      case 'rememberMember':
        this.queries.open(effect.uid);
        return null;
      case 'saveProfile':
        this.device.saveProfile(effect.profile);
        return null;
      case 'syncVerifiedEmail':
        return this.#syncVerifiedEmail(effect.step, effect.identity);
    }
  }

  async #openMemberArea(step: number): Promise<SessionEvent> {
    try {
      return { kind: 'memberAreaOpened', step, area: await this.memberAreaLoader.load() };
    } catch (error) {
      return { kind: 'memberAreaFailed', step, error };
    }
  }

  async #checkIdentity(step: number): Promise<SessionEvent> {
    try {
      const identity = await this.beginSession.execute();
      return {
        kind: 'identityChecked',
        step,
        result: identity === null ? { kind: 'none' } : { kind: 'identity', identity },
      };
    } catch (error) {
      const { message } = describeMemberFetchFailure(error, newErrorReference);
      const offline = isNetworkFailure(error);
      return { kind: 'identityChecked', step, result: { kind: 'failed', offline, message } };
    }
  }

  async #syncVerifiedEmail(step: number, identity: SessionIdentity): Promise<SessionEvent> {
    try {
      await this.setVerifiedEmail.execute();
      return { kind: 'profileSynced', step, identity };
    } catch (error) {
      console.error('users-setVerifiedEmail failed', error);
      return { kind: 'profileSyncFailed', step };
    }
  }

  /**
   * What this device saved of `user` when they were last here (a verified, linked member only;
   * never another member's copy): shown first on a restored session, and what a member starting
   * with no network carries on from. Null when nothing usable is saved.
   */
  #savedIdentity(user: AuthUser): SessionIdentity | null {
    this.queries.open(user.uid);
    const profile = this.device.savedProfile();
    if (profile === null || !profile.emailVerified || profile.memberships.length === 0) return null;
    return { user: { ...user, emailVerified: true }, profile };
  }
}
