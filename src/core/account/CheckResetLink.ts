import { inject, injectable } from 'inversify';
import { AuthPort } from '../ports/AuthPort';
import { asResetLinkError } from './resetLinkErrors';

/** Checks a password reset link before the new password is asked for (/reset-password). */
@injectable()
export class CheckResetLink {
  constructor(@inject(AuthPort) private readonly auth: AuthPort) {}

  /**
   * Answers the email the link was sent to.
   * @throws DomainError invalidResetLink; AuthError reason network | too-many-requests.
   */
  async execute(oobCode: string): Promise<string> {
    try {
      return await this.auth.verifyPasswordResetCode(oobCode);
    } catch (error) {
      throw asResetLinkError(error);
    }
  }
}
