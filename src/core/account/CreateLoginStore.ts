import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { pathTo } from '../navigation/routes';
import { AssessPassword } from './AssessPassword';
import { CheckLoginDetails, type CreateLoginForm } from './CheckLoginDetails';
import { CreateLogin, type NewPasswordForm } from './CreateLogin';
import { FormState } from '../kernel/FormState';
import { asksForOwnerCode } from './ownerCode';
import { NavigationStore } from '../navigation/NavigationStore';
import { PasswordMeter } from './PasswordMeter';
import { ProblemReporter } from '../kernel/ProblemReporter';
import { VerificationStore } from './VerificationStore';

/**
 * /account/create then /account/password (spec section 4): the details are checked and kept,
 * the password chosen, the login created; then /account/pending.
 */
@injectable()
export class CreateLoginStore {
  readonly detailsForm = new FormState<CreateLoginForm>({
    firstName: '',
    lastName: '',
    dob: '',
    email: '',
    customerNumber: '',
  });
  readonly passwordForm = new FormState<NewPasswordForm>({ password: '', confirmPassword: '' });
  readonly meter: PasswordMeter;
  /** The server mailed a code to the membership's email: the password step asks for it. */
  codeRequested = false;
  /** The code as typed. */
  ownerCode = '';
  readonly #checkDetails: CheckLoginDetails;
  readonly #createLogin: CreateLogin;
  readonly #verification: VerificationStore;
  readonly #navigation: NavigationStore;
  readonly #problems: ProblemReporter;

  constructor(
    @inject(CheckLoginDetails) checkDetails: CheckLoginDetails,
    @inject(CreateLogin) createLogin: CreateLogin,
    @inject(AssessPassword) assessPassword: AssessPassword,
    @inject(VerificationStore) verification: VerificationStore,
    @inject(NavigationStore) navigation: NavigationStore,
    @inject(ProblemReporter) problems: ProblemReporter,
  ) {
    this.#checkDetails = checkDetails;
    this.#createLogin = createLogin;
    this.#verification = verification;
    this.#navigation = navigation;
    this.#problems = problems;
    this.meter = new PasswordMeter(assessPassword);
    makeAutoObservable(this);
  }

  /** Step one: the details are checked, then /account/password. */
  async submitDetails(): Promise<void> {
    const outcome = await this.detailsForm.submit((values) => this.#checkDetails.execute(values));
    if (outcome.kind === 'failed') {
      this.#problems.report(outcome.error);
      return;
    }
    if (outcome.kind === 'done') this.#navigation.go(pathTo('createPassword'));
  }

  /** Types the new password and re-reads the strength meter (name and email count against it). */
  setPassword(password: string): void {
    this.passwordForm.set('password', password);
    const { firstName, lastName, email } = this.detailsForm.values;
    void this.meter.measure(password, { firstName, lastName, email });
  }

  /** Types the code the server mailed (shown once it asked for one). */
  setOwnerCode(code: string): void {
    this.ownerCode = code;
  }

  /** Step two: creates the login; then /account/pending. */
  async submitPassword(): Promise<void> {
    const details = { ...this.detailsForm.values };
    const ownerCode = this.ownerCode;
    const outcome = await this.passwordForm.submit((passwords) =>
      this.#createLogin.execute(details, passwords, ownerCode),
    );
    if (outcome.kind === 'failed') {
      if (asksForOwnerCode(outcome.error)) this.codeRequested = true;
      this.#problems.report(outcome.error);
      return;
    }
    if (outcome.kind !== 'done') return;
    this.#verification.setPendingEmail(details.email.trim());
    this.detailsForm.reset();
    this.passwordForm.reset();
    this.meter.clear();
    this.codeRequested = false;
    this.ownerCode = '';
    this.#navigation.go(pathTo('accountPending'));
  }
}
