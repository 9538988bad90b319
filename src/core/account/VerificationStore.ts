import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AuthError } from '../kernel/AuthError';
import { messages } from '../kernel/messages';
import { notices } from '../kernel/notices';
import {
  ApplyEmailVerification,
  type LoginCredentials,
  type VerificationOutcome,
} from './ApplyEmailVerification';
import { ResendVerification } from './ResendVerification';
import type { LinkSentEarlier } from './linkSentEarlier';
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
  /** Set when the last resend sent no new mail: when the mailbox's last link went. */
  sentEarlier: LinkSentEarlier | null = null;
  /** Applying an emailed verification link opened on this page. */
  applyStatus: AsyncStatus = 'idle';
  /**
   * The link opened while another member is signed in: its code and the email of the login it
   * was issued to, which the page asks the password of.
   */
  otherMembersLink: { readonly code: string; readonly loginEmail: string } | null = null;
  /** The code last applied: a code works once, so it is never sent again. */
  #appliedCode: string | null = null;
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
        this.sentEarlier = typeof outcome === 'object' ? outcome : null;
      });
      if (typeof outcome === 'object') return;
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
   * The link opened needs the password of its login first (see ApplyEmailVerification): nobody
   * is signed in, or the link was issued to another login than the signed-in member's. The page
   * asks for it, and does not apply the code on its own.
   */
  get needsPassword(): boolean {
    return !this.#session.isLoggedIn || this.otherMembersLink !== null;
  }

  /**
   * Applies the link's code when the signed-in member is its login, else after signing in with
   * `credentials` (the link's login's); the session then carries on. A link of another login than
   * the signed-in one is not applied: `otherMembersLink` is set and the page asks for that
   * login's password. A wrong password, or the email of another login, keeps the form up. A code
   * already applied is not applied again: the page asks once the link's login is signed in, which
   * is after the password typed for it has applied the code.
   */
  async apply(oobCode: string, credentials?: LoginCredentials): Promise<void> {
    if (this.applyStatus === 'loading' || this.#appliedCode === oobCode) return;
    if (this.otherMembersLink?.code !== oobCode) this.otherMembersLink = null;
    if (credentials === undefined && this.needsPassword) return;
    this.applyStatus = 'loading';
    try {
      const outcome = await this.#apply.execute(oobCode, credentials);
      this.#applied(oobCode, outcome);
      if (outcome.kind === 'applied' && this.#session.isLoggedIn) await this.#session.refresh();
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

  #applied(code: string, outcome: VerificationOutcome): void {
    runInAction(() => {
      this.applyStatus = outcome.kind === 'applied' ? 'ready' : 'idle';
      if (outcome.kind === 'password-needed') {
        this.otherMembersLink = { code, loginEmail: outcome.loginEmail };
      }
      if (outcome.kind === 'applied') {
        this.otherMembersLink = null;
        this.#appliedCode = code;
      }
    });
    if (outcome.kind === 'applied') {
      this.#notifications.show(notices.emailVerified, { kind: 'success' });
    } else if (outcome.kind === 'other-login') {
      this.#dialogs.showProblem({ message: messages.app.verificationLinkOtherLogin });
    }
  }
}
