import { inject, injectable } from 'inversify';
import { CallablesPort } from '../ports/CallablesPort';
import { PlatformPort } from '../ports/PlatformPort';
import { devLinkOptions } from './devLinkOptions';
import { validated } from '../kernel/formValidation';
import { mailLimitRefusal } from '../kernel/mailLimitRefusal';
import { linkSentEarlierIn, type LinkSentEarlier } from './linkSentEarlier';

/**
 * 'already-verified': the server refused because the email is verified (spec section 5). A
 * LinkSentEarlier: no new mail went, the mailbox had one recently (told only to the signed-in
 * owner of the login).
 */
export type ResendOutcome = 'sent' | 'already-verified' | LinkSentEarlier;

/** Emails the verification link again (users-resendVerificationEmail). */
@injectable()
export class ResendVerification {
  constructor(
    @inject(CallablesPort) private readonly callables: CallablesPort,
    @inject(PlatformPort) private readonly platform: PlatformPort,
  ) {}

  /** @throws InvalidFormError (bad email); FunctionError, MalformedResponseError. */
  async execute(email: string): Promise<ResendOutcome> {
    // The same single-email rules as the forgotten password form.
    const values = await validated((schemas) => schemas.forgottenPasswordSchema, { email });
    const response = await this.callables
      .call('users-resendVerificationEmail', {
        email: values.email,
        ...devLinkOptions(this.platform),
      })
      .catch((error: unknown) => {
        throw mailLimitRefusal(error);
      });
    if ('isVerified' in response && response.isVerified) return 'already-verified';
    return ('success' in response ? linkSentEarlierIn(response) : null) ?? 'sent';
  }
}
