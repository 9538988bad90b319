import { inject, injectable } from 'inversify';
import { describeMemberFetchFailure } from '../kernel/describeProblem';
import { newErrorReference } from '../kernel/errorReference';
import { QueryCache } from '../kernel/query/QueryCache';
import { NotificationsStore } from '../kernel/NotificationsStore';
import { LoadProfile } from '../member/LoadProfile';
import { MemberStore } from '../member/MemberStore';
import { mayOpenWhileLinking } from '../navigation/guard';
import { NavigationStore } from '../navigation/NavigationStore';
import type { SessionEffect, SessionEvent, SessionMachineState } from './sessionMachine';

/** The effects of the gates that MembershipGate runs. */
export type GateEffect = Extract<
  SessionEffect,
  {
    kind:
      | 'setProfile'
      | 'showSavedMember'
      | 'holdAt'
      | 'reloadProfile'
      | 'loadMember'
      | 'loadEssentials'
      | 'navigate'
      | 'showToast';
  }
>;

/**
 * Runs the gates of spec section 4 once the member is known: the member held at /account/pending
 * or /account/verify, or member data loaded and its gate (suspended, temporary, ...) applied,
 * then venue and games. Each answers the event its result makes; the session machine decides what
 * follows.
 */
@injectable()
export class MembershipGate {
  constructor(
    @inject(MemberStore) private readonly member: MemberStore,
    @inject(LoadProfile) private readonly loadProfile: LoadProfile,
    @inject(NavigationStore) private readonly navigation: NavigationStore,
    @inject(NotificationsStore) private readonly notifications: NotificationsStore,
    @inject(QueryCache) private readonly queries: QueryCache,
  ) {}

  /** Runs `effect` in `state`; answers the event of its result, or null when it has none. */
  run(effect: GateEffect, state: SessionMachineState): null | Promise<SessionEvent> {
    switch (effect.kind) {
      case 'setProfile':
        this.member.setProfile(effect.profile);
        return null;
      case 'showSavedMember':
        return this.#showSavedMember(effect.step, state);
      case 'holdAt':
        this.#holdAt(effect.path, effect.keepLinkingPage);
        return null;
      case 'reloadProfile':
        return this.#reloadProfile(effect.step, effect.uid);
      case 'loadMember':
        return this.#loadMember(effect.step);
      case 'loadEssentials':
        return this.#loadEssentials(effect.step, state);
      case 'navigate':
        this.navigation.go(effect.to, { replace: effect.replace });
        return null;
      case 'showToast':
        this.notifications.show(effect.message, {
          kind: effect.toast.severity,
          durationMs: effect.toast.durationMs,
        });
        return null;
    }
  }

  #holdAt(path: string, keepLinkingPage: boolean): void {
    if (keepLinkingPage && mayOpenWhileLinking(this.navigation.location)) return;
    this.navigation.holdAt(path);
  }

  /**
   * The member's saved data on screen at once (DECISIONS.md "Session and sign-in"): the device
   * copy answers the first reads and their refresh starts behind the screen; the venue follows
   * without the session waiting for it.
   */
  async #showSavedMember(step: number, state: SessionMachineState): Promise<SessionEvent> {
    this.queries.answerAtOnce();
    const shown = await this.member.showSaved();
    if (shown) void state.memberArea?.content.showSaved();
    return { kind: 'savedMemberShown', step, shown };
  }

  async #reloadProfile(step: number, uid: string): Promise<SessionEvent> {
    try {
      return { kind: 'profileReloaded', step, profile: await this.loadProfile.execute(uid) };
    } catch (error) {
      return { kind: 'profileReloadFailed', step, error };
    }
  }

  async #loadMember(step: number): Promise<SessionEvent> {
    let loaded;
    try {
      loaded = await this.member.load();
    } catch (error) {
      const { message } = describeMemberFetchFailure(error, newErrorReference);
      return { kind: 'memberFailed', step, message };
    }
    const gate = loaded.gate;
    if (gate.kind === 'allowed') return { kind: 'memberLoaded', step };
    const toast =
      gate.presentation === 'toast' ? { severity: gate.severity, durationMs: gate.toastMs } : null;
    return { kind: 'gateBlocked', step, message: gate.message, toast };
  }

  async #loadEssentials(step: number, state: SessionMachineState): Promise<SessionEvent> {
    await state.memberArea?.content.loadEssentials();
    return { kind: 'essentialsLoaded', step };
  }
}
