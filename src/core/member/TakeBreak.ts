import { inject, injectable } from 'inversify';
import type { BreakPeriod } from '@met/scheme';
import { CallablesPort } from '../ports/CallablesPort';
import { memberFromWire } from './fromWire';
import type { Member } from './Member';

/**
 * Take a break (issue 26): members-takeBreak starts the period the member chose from the server's
 * clock (or lengthens a break already running; nothing shortens or ends one) and answers the
 * member's record with the break's end.
 */
@injectable()
export class TakeBreak {
  constructor(@inject(CallablesPort) private readonly callables: CallablesPort) {}

  /** @throws FunctionError, MalformedResponseError. */
  async execute(period: BreakPeriod): Promise<Member> {
    const response = await this.callables.call('members-takeBreak', { period });
    return memberFromWire(response.result);
  }
}
