import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { pathTo } from '../navigation/routes';
import { AssessPassword } from './AssessPassword';
import { CheckResetLink } from './CheckResetLink';
import type { NewPasswordForm } from './CreateLogin';
import { RequestPasswordReset, type ForgottenPasswordForm } from './RequestPasswordReset';
import { ResetPassword } from './ResetPassword';
import type { AsyncStatus } from '../kernel/AsyncStatus';
import { FormState } from '../kernel/FormState';
import { NavigationStore } from '../navigation/NavigationStore';
import { PasswordMeter } from './PasswordMeter';
import { ProblemReporter } from '../kernel/ProblemReporter';
import type { LinkSentEarlier } from './linkSentEarlier';

/** /forgotten-password, then the emailed link's /reset-password. */
@injectable()
export class PasswordResetStore {
  readonly requestForm = new FormState<ForgottenPasswordForm>({ email: '' });
  readonly resetForm = new FormState<NewPasswordForm>({ password: '', confirmPassword: '' });
  readonly meter: PasswordMeter;
  /** Checking the link's code: 'error' means invalid or expired (the page says so). */
  linkStatus: AsyncStatus = 'idle';
  /** The email the link was sent to, once the link is checked. */
  linkEmail: string | null = null;
  /** Set when the last request sent no new mail: when the mailbox's last reset link went. */
  sentEarlier: LinkSentEarlier | null = null;
  #oobCode: string | null = null;
  readonly #request: RequestPasswordReset;
  readonly #checkLink: CheckResetLink;
  readonly #reset: ResetPassword;
  readonly #navigation: NavigationStore;
  readonly #problems: ProblemReporter;

  constructor(
    @inject(RequestPasswordReset) request: RequestPasswordReset,
    @inject(CheckResetLink) checkLink: CheckResetLink,
    @inject(ResetPassword) reset: ResetPassword,
    @inject(AssessPassword) assessPassword: AssessPassword,
    @inject(NavigationStore) navigation: NavigationStore,
    @inject(ProblemReporter) problems: ProblemReporter,
  ) {
    this.#request = request;
    this.#checkLink = checkLink;
    this.#reset = reset;
    this.#navigation = navigation;
    this.#problems = problems;
    this.meter = new PasswordMeter(assessPassword);
    makeAutoObservable(this);
  }

  /** Sends the link (then /forgotten-password-confirm), or /account/create when told to. */
  async requestReset(): Promise<void> {
    const outcome = await this.requestForm.submit((values) => this.#request.execute(values));
    if (outcome.kind === 'failed') {
      this.#problems.report(outcome.error);
      return;
    }
    if (outcome.kind !== 'done') return;
    const value = outcome.value;
    this.sentEarlier = typeof value === 'object' ? value : null;
    const next = value === 'create-login' ? 'createLogin' : 'forgottenPasswordConfirm';
    this.#navigation.go(pathTo(next));
  }

  /** Checks the link the page was opened with. */
  async checkLink(oobCode: string): Promise<void> {
    this.#oobCode = oobCode;
    this.linkStatus = 'loading';
    this.linkEmail = null;
    try {
      const email = await this.#checkLink.execute(oobCode);
      runInAction(() => {
        this.linkEmail = email;
        this.linkStatus = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.linkStatus = 'error';
      });
      this.#problems.report(error);
    }
  }

  setNewPassword(password: string): void {
    this.resetForm.set('password', password);
    void this.meter.measure(password, { email: this.linkEmail ?? undefined });
  }

  /** Sets the new password; then /reset-password-success. */
  async resetPassword(): Promise<void> {
    const oobCode = this.#oobCode;
    if (oobCode === null) return;
    const email = this.linkEmail ?? '';
    const outcome = await this.resetForm.submit((values) =>
      this.#reset.execute(oobCode, values, email),
    );
    if (outcome.kind === 'failed') {
      this.#problems.report(outcome.error);
      return;
    }
    if (outcome.kind !== 'done') return;
    this.resetForm.reset();
    this.meter.clear();
    this.#navigation.go(pathTo('resetPasswordSuccess'), { replace: true });
  }
}
