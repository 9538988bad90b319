import { callableQuery } from '../kernel/query/QueryDefinition';
import { memberFromWire } from './fromWire';
import { membershipGate, type GateOutcome } from './gates';
import type { Member } from './Member';

export interface LoadedMember {
  member: Member;
  /** Whether the member may stay signed in (spec section 4, spec-decisions 2 to 4). */
  gate: GateOutcome;
}

/**
 * The member's record (members-getMember) asked with the profile's location, and the membership
 * gates applied to it once per answer; kept on the device for an instant or offline start.
 */
export const memberQuery = callableQuery({
  callable: 'members-getMember',
  request: (location: string) => ({ location }),
  map: ({ result }): LoadedMember => {
    const member = memberFromWire(result);
    return { member, gate: membershipGate(member) };
  },
  onDevice: true,
});
