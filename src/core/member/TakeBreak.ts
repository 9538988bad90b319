import { inject, injectable } from 'inversify';
import type { BreakPeriod } from '@met/scheme';
import { CallablesPort } from '../ports/CallablesPort';
import { QueryCache } from '../kernel/query/QueryCache';
import type { Member } from './Member';
import { memberQuery } from './queries';

/**
 * Take a break: members-takeBreak starts the period the member chose from the server's
 * clock (or lengthens a break already running; nothing shortens or ends one) and answers the
 * member's record with the break's end, which becomes the member's read: on screen at once and
 * kept on the device, so a reload during the break starts from a record that has it.
 */
@injectable()
export class TakeBreak {
  constructor(
    @inject(CallablesPort) private readonly callables: CallablesPort,
    @inject(QueryCache) private readonly queries: QueryCache,
  ) {}

  /**
   * `location` is the one the member's record is read with.
   * @throws FunctionError, MalformedResponseError.
   */
  async execute(period: BreakPeriod, location: string): Promise<Member> {
    const response = await this.callables.call('members-takeBreak', { period });
    const read = this.queries.query(memberQuery, location);
    read.answer(response);
    return (read.value ?? memberQuery.map(response, location)).member;
  }
}
