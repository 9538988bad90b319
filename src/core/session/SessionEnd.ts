import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { pathTo } from '../navigation/routes';
import { ForgetMemberOnDevice } from './ForgetMemberOnDevice';
import { SignOut } from './SignOut';
import { DialogStore } from '../kernel/DialogStore';
import { MemberStore } from '../member/MemberStore';
import { NavigationStore } from '../navigation/NavigationStore';
import { ProblemReporter } from '../kernel/ProblemReporter';
import { SessionState } from './SessionState';

/** How every session ends: signed out, at /login, with nothing of the member left on the device. */
@injectable()
export class SessionEnd {
  readonly #state: SessionState;
  readonly #signOut: SignOut;
  readonly #forgetMember: ForgetMemberOnDevice;
  readonly #member: MemberStore;
  readonly #dialogs: DialogStore;
  readonly #navigation: NavigationStore;
  readonly #problems: ProblemReporter;

  constructor(
    @inject(SessionState) state: SessionState,
    @inject(SignOut) signOut: SignOut,
    @inject(ForgetMemberOnDevice) forgetMember: ForgetMemberOnDevice,
    @inject(MemberStore) member: MemberStore,
    @inject(DialogStore) dialogs: DialogStore,
    @inject(NavigationStore) navigation: NavigationStore,
    @inject(ProblemReporter) problems: ProblemReporter,
  ) {
    this.#state = state;
    this.#signOut = signOut;
    this.#forgetMember = forgetMember;
    this.#member = member;
    this.#dialogs = dialogs;
    this.#navigation = navigation;
    this.#problems = problems;
  }

  /** Signs out, with `message` in the 'Problem' dialog when given; the member goes to /login. */
  async end(message?: string): Promise<void> {
    this.#state.nextStep();
    if (message !== undefined) this.#dialogs.showProblem({ message });
    this.#navigation.go(pathTo('login'), { replace: true });
    try {
      await this.#signOut.execute();
    } catch (error) {
      this.#problems.report(error);
    }
    this.enterSignedOut();
  }

  /** Every way into signed-out ends here, so the device keeps nothing of the member. */
  enterSignedOut(): void {
    this.#forgetMember.execute();
    const state = this.#state;
    runInAction(() => {
      state.user = null;
      state.emailVerified = false;
      state.requiresAccountLinking = false;
      state.startedOffline = false;
      state.phase = 'signed-out';
      this.#member.clear();
      state.memberArea?.content.clear();
    });
  }
}
