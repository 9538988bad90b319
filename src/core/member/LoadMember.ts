import { inject, injectable } from 'inversify';
import { membershipGate, type GateOutcome } from './gates';
import { memberFromWire } from './fromWire';
import type { Member } from './Member';
import { CallablesPort } from '../ports/CallablesPort';

export interface LoadedMember {
  member: Member;
  /** Whether the member may stay signed in (spec section 4, spec-decisions 2 to 4). */
  gate: GateOutcome;
}

/** Fetches the member's data (members-getMember) and applies the membership gates. */
@injectable()
export class LoadMember {
  constructor(@inject(CallablesPort) private readonly callables: CallablesPort) {}

  /** @throws FunctionError, MalformedResponseError. */
  async execute(location: string): Promise<LoadedMember> {
    const response = await this.callables.call('members-getMember', { location });
    const member = memberFromWire(response.result);
    return { member, gate: membershipGate(member) };
  }
}
