import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { SignIn, type LoginForm } from './SignIn';
import { AuthError } from '../kernel/AuthError';
import { FormState } from '../kernel/FormState';
import { messages } from '../kernel/messages';
import { pathTo } from '../navigation/routes';
import { ProblemReporter } from '../kernel/ProblemReporter';
import { SessionStore } from './SessionStore';

/** /login and /login-mobile: email and password; the session takes over once signed in. */
@injectable()
export class LoginStore {
  readonly form = new FormState<LoginForm>({ email: '', password: '' });
  readonly #signIn: SignIn;
  readonly #session: SessionStore;
  readonly #problems: ProblemReporter;

  constructor(
    @inject(SignIn) signIn: SignIn,
    @inject(SessionStore) session: SessionStore,
    @inject(ProblemReporter) problems: ProblemReporter,
  ) {
    this.#signIn = signIn;
    this.#session = session;
    this.#problems = problems;
    makeAutoObservable(this);
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

/** After a wrong password, the dialog offers the way to a new one (issue 29). */
function forgottenPasswordWay(error: unknown) {
  const wrongPassword =
    error instanceof AuthError &&
    (error.reason === 'wrong-password' || error.reason === 'invalid-credential');
  return wrongPassword
    ? { link: { label: messages.login.forgottenPassword, path: pathTo('forgottenPassword') } }
    : {};
}
