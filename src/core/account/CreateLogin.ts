import { inject, injectable } from 'inversify';
import { loadPasswordEstimator } from './loadPasswordEstimator';
import { passwordUserInputs } from '../kernel/password';
import { AuthPort } from '../ports/AuthPort';
import { CallablesPort } from '../ports/CallablesPort';
import { ClockPort } from '../ports/ClockPort';
import { PlatformPort } from '../ports/PlatformPort';
import type { CreateLoginForm } from './CheckLoginDetails';
import { devLinkOptions } from './devLinkOptions';
import { validated } from '../kernel/formValidation';
import { ownerCodeOption, ownerCodeRefusal } from './ownerCode';

export interface NewPasswordForm {
  password: string;
  confirmPassword: string;
}

/** How the login was made; either way the next page is /account/pending (spec section 4). */
export type LoginCreation = 'created-for-membership' | 'signed-up';

/**
 * Creates an online login. With a membership number the server checks the details against the
 * membership and creates it (users-createUser); without one the identity provider's own sign-up
 * is used and a verification email sent (spec section 7), and a membership is linked later.
 */
@injectable()
export class CreateLogin {
  constructor(
    @inject(CallablesPort) private readonly callables: CallablesPort,
    @inject(AuthPort) private readonly auth: AuthPort,
    @inject(PlatformPort) private readonly platform: PlatformPort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  /**
   * @throws InvalidFormError (details or password); FunctionError, MalformedResponseError,
   *   DomainError('ownerCodeMailed') (server path: ownerCode.ts); AuthError (sign-up path).
   */
  async execute(
    detailsForm: CreateLoginForm,
    passwordForm: NewPasswordForm,
    /** The code the server mailed to the membership's email, once it asked (ownerCode.ts). */
    ownerCode = '',
  ): Promise<LoginCreation> {
    const details = await validated(
      (schemas) => schemas.makeCreateLoginSchema(this.clock.now()),
      detailsForm,
    );
    const estimator = await loadPasswordEstimator();
    const { password } = await validated(
      (schemas) => schemas.makeCreatePasswordSchema(estimator, passwordUserInputs(details)),
      passwordForm,
    );
    if (details.customerNumber === undefined) {
      await this.auth.signUp(details.email, password);
      await this.auth.sendEmailVerification();
      return 'signed-up';
    }
    await this.callables
      .call('users-createUser', {
        firstName: details.firstName,
        lastName: details.lastName,
        dob: details.dob,
        email: details.email,
        customerNumber: details.customerNumber,
        password,
        ...ownerCodeOption(ownerCode),
        ...devLinkOptions(this.platform),
      })
      .catch((error: unknown) => {
        throw ownerCodeRefusal(error);
      });
    return 'created-for-membership';
  }
}
