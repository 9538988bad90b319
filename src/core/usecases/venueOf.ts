import { remapHomeCasino, canAccessVenueContent } from '@met/scheme';
import type { MemberData } from '@met/scheme/contract';

/**
 * The venue whose content a member sees: home casino 17 is served by 6 (spec-decisions 5);
 * null for a temporary member, who gets no venue, events or restaurant (spec-decisions 3).
 */
export function venueIdForMember(
  member: Pick<MemberData, 'home_casino' | 'membership_type_id'>,
): number | null {
  if (!canAccessVenueContent(member.membership_type_id)) return null;
  return remapHomeCasino(member.home_casino);
}
