import { inject, injectable } from 'inversify';
import { CallablesPort } from '../ports/CallablesPort';

/** Removes one of the member's passkeys: it signs nobody in from then on (passkeys-remove). */
@injectable()
export class RemovePasskey {
  constructor(@inject(CallablesPort) private readonly callables: CallablesPort) {}

  /** @throws FunctionError. */
  async execute(id: string): Promise<void> {
    await this.callables.call('passkeys-remove', { id });
  }
}
