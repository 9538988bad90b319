import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SignIn, type LoginForm } from './SignIn';
import { AuthError } from '../kernel/AuthError';
import { FormState } from '../kernel/FormState';
import { messages } from '../kernel/messages';
import { pathTo } from '../navigation/routes';
import { ProblemReporter } from '../kernel/ProblemReporter';
import { PlatformPort } from '../ports/PlatformPort';
import { MemberAreaLoader, type MemberArea } from './MemberAreaLoader';
import { SessionStore } from './SessionStore';

/**
 * /login and /login-mobile: email and password, or a passkey (its code loaded with the
 * member module when first used); the session takes over once signed in.
 */
@injectable()
export class LoginStore {
  readonly form = new FormState<LoginForm>({ email: '', password: '' });
  /** The passkey sign-in's store, once its code (the member module's) is loaded. */
  passkeys: MemberArea['passkeySignIn'] | null = null;
  readonly #area: MemberAreaLoader;
  readonly #platform: PlatformPort;
  readonly #signIn: SignIn;
  readonly #session: SessionStore;
  readonly #problems: ProblemReporter;

  constructor(
    @inject(SignIn) signIn: SignIn,
    @inject(SessionStore) session: SessionStore,
    @inject(ProblemReporter) problems: ProblemReporter,
    @inject(PlatformPort) platform: PlatformPort,
    @inject(MemberAreaLoader) area: MemberAreaLoader,
  ) {
    this.#signIn = signIn;
    this.#session = session;
    this.#problems = problems;
    this.#platform = platform;
    this.#area = area;
    makeAutoObservable(this);
  }

  /** The browser can use passkeys: the login page offers them. */
  get passkeysSupported(): boolean {
    return this.#platform.hasPasskeys();
  }

  /**
   * "Sign in with a passkey" (the device's prompt), or with `autofill` the email field's
   * autofill; then the session goes on as after a password sign-in, to `redirect`.
   */
  async signInWithPasskey(redirect: string | null, autofill = false): Promise<void> {
    try {
      const { passkeySignIn } = await this.#area.load();
      runInAction(() => (this.passkeys = passkeySignIn));
      const session = this.#session;
      await (autofill
        ? passkeySignIn.offerAutofill(session, redirect)
        : passkeySignIn.signIn(session, redirect));
    } catch (error) {
      // The member module's code could not be downloaded.
      if (!autofill) this.#problems.report(error);
    }
  }

  /** The login page closes: a waiting autofill request ends. */
  stopPasskeyAutofill(): void {
    this.passkeys?.stopAutofill();
  }

  /**
   * @param redirect the login page's redirect query parameter (checked by safeRedirect).
   * A failed sign-in keeps what was typed; a successful one forgets the password.
   */
  async signIn(redirect: string | null = null): Promise<void> {
    this.#session.expectSignIn(redirect);
    const outcome = await this.form.submit((values) => this.#signIn.execute(values));
    if (outcome.kind === 'failed') {
      this.#session.cancelExpectedSignIn();
      this.#problems.report(outcome.error, forgottenPasswordWay(outcome.error));
      return;
    }
    if (outcome.kind === 'done') this.form.set('password', '');
  }
}

/** After a wrong password, the dialog offers the way to a new one. */
function forgottenPasswordWay(error: unknown) {
  const wrongPassword =
    error instanceof AuthError &&
    (error.reason === 'wrong-password' || error.reason === 'invalid-credential');
  return wrongPassword
    ? { link: { label: messages.login.forgottenPassword, path: pathTo('forgottenPassword') } }
    : {};
}
