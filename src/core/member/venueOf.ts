import { remapHomeCasino, canAccessVenueContent } from '@met/scheme';
import type { Member } from './Member';

/**
 * The venue whose content a member sees: home casino 17 is served by 6 (spec-decisions 5);
 * null for a temporary member, who gets no venue, events or restaurant (spec-decisions 3).
 */
export function venueIdForMember(
  member: Pick<Member, 'homeCasinoId' | 'membershipTypeId'>,
): number | null {
  if (!canAccessVenueContent(member.membershipTypeId)) return null;
  return remapHomeCasino(member.homeCasinoId);
}
