import { inject, injectable } from 'inversify';
import { loadPasswordEstimator } from './loadPasswordEstimator';
import { passwordUserInputs } from '../kernel/password';
import { AuthPort } from '../ports/AuthPort';
import type { NewPasswordForm } from './CreateLogin';
import { validated } from '../kernel/formValidation';
import { asResetLinkError } from './resetLinkErrors';

/** Sets the new password with a reset link's code; then /reset-password-success. */
@injectable()
export class ResetPassword {
  constructor(@inject(AuthPort) private readonly auth: AuthPort) {}

  /**
   * @param email the address the link was sent to (from CheckResetLink), for the strength check.
   * @throws InvalidFormError; DomainError invalidResetLink; AuthError reason network |
   *   too-many-requests.
   */
  async execute(oobCode: string, form: NewPasswordForm, email: string): Promise<void> {
    const estimator = await loadPasswordEstimator();
    const { password } = await validated(
      (schemas) => schemas.makeResetPasswordSchema(estimator, passwordUserInputs({ email })),
      form,
    );
    try {
      await this.auth.confirmPasswordReset(oobCode, password);
    } catch (error) {
      throw asResetLinkError(error);
    }
  }
}
