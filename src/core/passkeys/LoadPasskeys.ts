import { inject, injectable } from 'inversify';
import { CallablesPort } from '../ports/CallablesPort';
import { passkeyFromWire } from './fromWire';
import type { Passkey } from './Passkey';

/** The member's passkeys, oldest first (passkeys-list). */
@injectable()
export class LoadPasskeys {
  constructor(@inject(CallablesPort) private readonly callables: CallablesPort) {}

  /** @throws FunctionError. */
  async execute(): Promise<Passkey[]> {
    const { passkeys } = await this.callables.call('passkeys-list', {});
    return passkeys.map(passkeyFromWire);
  }
}
