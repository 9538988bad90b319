import { inject, injectable } from 'inversify';
import { DialogStore } from '../kernel/DialogStore';
import { ProblemReporter } from '../kernel/ProblemReporter';
import { MemberStore } from '../member/MemberStore';
import { NavigationStore } from '../navigation/NavigationStore';
import { ForgetMemberOnDevice } from './ForgetMemberOnDevice';
import type { SessionEffect, SessionEvent, SessionMachineState } from './sessionMachine';
import { SignOut } from './SignOut';

/** The effects of ending a session (and of telling of problems) that SessionEnd runs. */
export type EndEffect = Extract<
  SessionEffect,
  { kind: 'showProblem' | 'reportProblem' | 'log' | 'toLogin' | 'signOut' | 'forgetMember' }
>;

/**
 * Runs the steps of a session's end: the member told, sent to /login and signed out, with nothing
 * of theirs left on the device. The way in is SessionState.end; the session machine decides.
 */
@injectable()
export class SessionEnd {
  constructor(
    @inject(SignOut) private readonly signOut: SignOut,
    @inject(ForgetMemberOnDevice) private readonly forgetMember: ForgetMemberOnDevice,
    @inject(MemberStore) private readonly member: MemberStore,
    @inject(DialogStore) private readonly dialogs: DialogStore,
    @inject(NavigationStore) private readonly navigation: NavigationStore,
    @inject(ProblemReporter) private readonly problems: ProblemReporter,
  ) {}

  /** Runs `effect` in `state`; answers the event of its result, or null when it has none. */
  run(effect: EndEffect, state: SessionMachineState): null | Promise<SessionEvent> {
    switch (effect.kind) {
      case 'showProblem':
        this.dialogs.showProblem({ message: effect.message });
        return null;
      case 'reportProblem':
        this.problems.report(
          effect.error,
          effect.fallback === null ? {} : { fallback: effect.fallback },
        );
        return null;
      case 'log':
        console.error(effect.message, effect.error);
        return null;
      case 'toLogin':
        this.navigation.toSignIn(effect.returnHere);
        return null;
      case 'signOut':
        return this.#signOut(effect.reportFailure);
      case 'forgetMember':
        this.#forget(state);
        return null;
    }
  }

  async #signOut(reported: boolean): Promise<SessionEvent> {
    try {
      await this.signOut.execute();
      return { kind: 'signedOut', failure: null };
    } catch (error) {
      return { kind: 'signedOut', failure: { error, reported } };
    }
  }

  /** A shared phone keeps nothing of the member, and the member stores are emptied. */
  #forget(state: SessionMachineState): void {
    this.forgetMember.execute();
    this.member.clear();
    state.memberArea?.content.clear();
  }
}
