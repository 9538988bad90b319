import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { pathTo } from '../navigation/routes';
import { RegisterMembership, type RegisterForm } from './RegisterMembership';
import { FormState } from '../kernel/FormState';
import { NavigationStore } from '../navigation/NavigationStore';
import { ProblemReporter } from '../kernel/ProblemReporter';

const EMPTY_REGISTRATION: RegisterForm = {
  title: '',
  firstName: '',
  lastName: '',
  gender: '',
  dob: '',
  email: '',
  mobilePhone: '',
  over18: false,
  termsAccepted: false,
  marketingOptIn: false,
  homeCasino: null,
};

/** /account/register: joining the rewards scheme; then /account/register/success. */
@injectable()
export class RegistrationStore {
  readonly form = new FormState<RegisterForm>(EMPTY_REGISTRATION);
  /** The new customer number, for the success page. */
  customerNumber: string | null = null;
  readonly #register: RegisterMembership;
  readonly #navigation: NavigationStore;
  readonly #problems: ProblemReporter;

  constructor(
    @inject(RegisterMembership) register: RegisterMembership,
    @inject(NavigationStore) navigation: NavigationStore,
    @inject(ProblemReporter) problems: ProblemReporter,
  ) {
    this.#register = register;
    this.#navigation = navigation;
    this.#problems = problems;
    makeAutoObservable(this);
  }

  async submit(): Promise<void> {
    const outcome = await this.form.submit((values) => this.#register.execute(values));
    if (outcome.kind === 'failed') {
      this.#problems.report(outcome.error);
      return;
    }
    if (outcome.kind !== 'done') return;
    runInAction(() => {
      this.customerNumber = outcome.value;
      this.form.reset();
    });
    this.#navigation.go(pathTo('registerSuccess'));
  }
}
