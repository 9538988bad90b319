import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AuthError } from '../kernel/AuthError';
import { messages } from '../kernel/messages';
import { notices } from '../kernel/notices';
import { ApplyEmailVerification, type LoginCredentials } from './ApplyEmailVerification';
import { ResendVerification } from './ResendVerification';
import type { AsyncStatus } from '../kernel/AsyncStatus';
import { DialogStore } from '../kernel/DialogStore';
import { NotificationsStore } from '../kernel/NotificationsStore';
import { ProblemReporter } from '../kernel/ProblemReporter';
import { SessionAccess } from '../kernel/SessionAccess';

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
  readonly #session: SessionAccess;
  readonly #dialogs: DialogStore;
  readonly #notifications: NotificationsStore;
  readonly #problems: ProblemReporter;

  constructor(
    @inject(ResendVerification) resend: ResendVerification,
    @inject(ApplyEmailVerification) apply: ApplyEmailVerification,
    @inject(SessionAccess) session: SessionAccess,
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

  /**
   * A link opened signed out needs the login's password first (see ApplyEmailVerification): the
   * page asks for it, and does not apply the code on its own.
   */
  get needsPassword(): boolean {
    return !this.#session.isLoggedIn;
  }

  /**
   * Applies the link's code (signed out: after signing in with `credentials`); the session then
   * carries on. A wrong password shows the sign-in wording and keeps the link usable.
   */
  async apply(oobCode: string, credentials?: LoginCredentials): Promise<void> {
    if (this.applyStatus === 'loading') return;
    if (credentials === undefined && this.needsPassword) return;
    this.applyStatus = 'loading';
    try {
      await this.#apply.execute(oobCode, credentials);
      runInAction(() => {
        this.applyStatus = 'ready';
      });
      this.#notifications.show(notices.emailVerified, { kind: 'success' });
      if (this.#session.isLoggedIn) await this.#session.refresh();
    } catch (error) {
      runInAction(() => {
        // A wrong password or a lost connection leaves the form up to try again; only a code
        // the provider refuses ('other') makes the link invalid or expired.
        this.applyStatus =
          error instanceof AuthError && error.reason !== 'other' && credentials ? 'idle' : 'error';
      });
      this.#problems.report(error);
    }
  }
}
