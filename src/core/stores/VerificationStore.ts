import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { messages } from '../domain/messages';
import { notices } from '../domain/notices';
import { ApplyEmailVerification } from '../usecases/ApplyEmailVerification';
import { ResendVerification } from '../usecases/ResendVerification';
import type { AsyncStatus } from '../domain/AsyncStatus';
import { DialogStore } from './DialogStore';
import { NotificationsStore } from './NotificationsStore';
import { ProblemReporter } from './ProblemReporter';
import { SessionStore } from './SessionStore';

/** /account/pending: the verification email (resend) and its link (apply). */
@injectable()
export class VerificationStore {
  /** The address a verification email was last sent to by this app (after creating a login). */
  pendingEmail: string | null = null;
  resendStatus: AsyncStatus = 'idle';
  /** Applying an emailed verification link opened on this page. */
  applyStatus: AsyncStatus = 'idle';
  readonly #resend: ResendVerification;
  readonly #apply: ApplyEmailVerification;
  readonly #session: SessionStore;
  readonly #dialogs: DialogStore;
  readonly #notifications: NotificationsStore;
  readonly #problems: ProblemReporter;

  constructor(
    @inject(ResendVerification) resend: ResendVerification,
    @inject(ApplyEmailVerification) apply: ApplyEmailVerification,
    @inject(SessionStore) session: SessionStore,
    @inject(DialogStore) dialogs: DialogStore,
    @inject(NotificationsStore) notifications: NotificationsStore,
    @inject(ProblemReporter) problems: ProblemReporter,
  ) {
    this.#resend = resend;
    this.#apply = apply;
    this.#session = session;
    this.#dialogs = dialogs;
    this.#notifications = notifications;
    this.#problems = problems;
    makeAutoObservable(this);
  }

  /** The email the page offers to resend to: the signed-in user's, else the one just used. */
  get email(): string | null {
    return this.#session.user?.email ?? this.pendingEmail;
  }

  setPendingEmail(email: string): void {
    this.pendingEmail = email;
  }

  /** Refused with a message when the email is already verified (spec section 5). */
  async resend(): Promise<void> {
    const email = this.email;
    if (email === null || this.resendStatus === 'loading') return;
    this.resendStatus = 'loading';
    try {
      const outcome = await this.#resend.execute(email);
      runInAction(() => {
        this.resendStatus = 'ready';
      });
      if (outcome === 'already-verified') {
        this.#dialogs.showProblem({ message: messages.app.emailAlreadyVerified });
      } else {
        this.#notifications.show(notices.verificationSent, { kind: 'success' });
      }
    } catch (error) {
      runInAction(() => {
        this.resendStatus = 'error';
      });
      this.#problems.report(error, { retry: () => void this.resend() });
    }
  }

  /** Applies the link's code; a signed-in member's session then carries on. */
  async apply(oobCode: string): Promise<void> {
    if (this.applyStatus === 'loading') return;
    this.applyStatus = 'loading';
    try {
      await this.#apply.execute(oobCode);
      runInAction(() => {
        this.applyStatus = 'ready';
      });
      this.#notifications.show(notices.emailVerified, { kind: 'success' });
      if (this.#session.isLoggedIn) await this.#session.refresh();
    } catch (error) {
      runInAction(() => {
        this.applyStatus = 'error';
      });
      this.#problems.report(error);
    }
  }
}
