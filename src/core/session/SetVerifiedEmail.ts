import { inject, injectable } from 'inversify';
import { CallablesPort } from '../ports/CallablesPort';

/** Tells the server the signed-in user's email is verified (users-setVerifiedEmail). */
@injectable()
export class SetVerifiedEmail {
  constructor(@inject(CallablesPort) private readonly callables: CallablesPort) {}

  /** @throws FunctionError, MalformedResponseError. */
  async execute(): Promise<void> {
    await this.callables.call('users-setVerifiedEmail', {});
  }
}
