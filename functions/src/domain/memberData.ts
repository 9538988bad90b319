import type { MemberData } from '@met/scheme/contract';
import type { MemberRecord } from '../ports/MemberDirectory';

/** The member as the app may see it: the record without date of birth and other private fields. */
export function toMemberData(member: MemberRecord): MemberData {
  return {
    id: member.id,
    customer_number: member.customer_number,
    first_name: member.first_name,
    last_name: member.last_name,
    email: member.email,
    phone_mobile: member.phone_mobile,
    suspended: member.suspended,
    membership_type_id: member.membership_type_id,
    membership_type_Name: member.membership_type_Name,
    home_casino: member.home_casino,
    tierPoints: member.tierPoints,
    rewardPoints: member.rewardPoints,
    loyalty_points: member.loyalty_points,
    loyalty_points_end_date: member.loyalty_points_end_date,
    interests: [...member.interests],
    communications: { ...member.communications },
  };
}

export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
