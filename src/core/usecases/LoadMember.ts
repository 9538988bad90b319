import { inject, injectable } from 'inversify';
import type { MemberData } from '@met/scheme/contract';
import { membershipGate, type GateOutcome } from '../domain/gates';
import { LastSeen } from './LastSeen';

export interface LoadedMember {
  member: MemberData;
  /** Whether the member may stay signed in (spec section 4, spec-decisions 2 to 4). */
  gate: GateOutcome;
}

/** Fetches the member's data (members-getMember) and applies the membership gates. */
@injectable()
export class LoadMember {
  readonly #lastSeen: LastSeen;

  constructor(@inject(LastSeen) lastSeen: LastSeen) {
    this.#lastSeen = lastSeen;
  }

  /** @throws FunctionError, MalformedResponseError. */
  async execute(location: string): Promise<LoadedMember> {
    const response = await this.#lastSeen.call('members-getMember', { location });
    return { member: response.result, gate: membershipGate(response.result) };
  }
}
