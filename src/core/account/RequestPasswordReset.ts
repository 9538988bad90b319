import { inject, injectable } from 'inversify';
import { FunctionError } from '../kernel/FunctionError';
import { isResetCreateNewOne } from '../kernel/passwordReset';
import { CallablesPort } from '../ports/CallablesPort';
import { PlatformPort } from '../ports/PlatformPort';
import { devLinkOptions } from './devLinkOptions';
import { validated } from '../kernel/formValidation';
import { mailLimitRefusal } from '../kernel/mailLimitRefusal';
import { linkSentEarlierIn, type LinkSentEarlier } from './linkSentEarlier';

/**
 * 'sent': go to /forgotten-password-confirm. 'create-login': the server said the member has no
 * online login and should create a new one, so go to /account/create (spec section 8). A
 * LinkSentEarlier: no new mail went, the mailbox had one recently; the confirm page says when.
 */
export type PasswordResetRequest = 'sent' | 'create-login' | LinkSentEarlier;

export interface ForgottenPasswordForm {
  email: string;
}

/** Emails a password reset link (users-sendPasswordReset). */
@injectable()
export class RequestPasswordReset {
  constructor(
    @inject(CallablesPort) private readonly callables: CallablesPort,
    @inject(PlatformPort) private readonly platform: PlatformPort,
  ) {}

  /** @throws InvalidFormError; FunctionError (other than 'create a new one'), MalformedResponseError. */
  async execute(form: ForgottenPasswordForm): Promise<PasswordResetRequest> {
    const { email } = await validated((schemas) => schemas.forgottenPasswordSchema, form);
    try {
      const answer = await this.callables.call('users-sendPasswordReset', {
        email,
        ...devLinkOptions(this.platform),
      });
      return linkSentEarlierIn(answer) ?? 'sent';
    } catch (error) {
      if (error instanceof FunctionError && isResetCreateNewOne(error.message))
        return 'create-login';
      throw mailLimitRefusal(error);
    }
  }
}
