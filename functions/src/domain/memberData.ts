import { pauseStateAt } from '@met/scheme';
import type { MemberData } from '@met/scheme/contract';
import type { MemberRecord } from '../ports/MemberDirectory';
import { type ConsentEntry, storedConsent } from './marketingConsent';

/**
 * The member as the app may see it at `now`: the record without date of birth and other private
 * fields, with the break's end while it runs and whether marketing may reach them, and
 * `consentHistory`, newest first, as read from where it is kept (MemberDirectory.consentHistoryOf).
 */
export function toMemberData(
  member: MemberRecord,
  now: Date,
  consentHistory: readonly ConsentEntry[],
): MemberData {
  const pause = pauseStateAt(member, now);
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
    // The four channels only: a `push` stored before the app dropped push marketing is left out
    // (DECISIONS.md "Safer gambling: marketing consent per channel").
    communications: storedConsent(member.communications),
    breakEndsAt: pause.kind === 'break' ? pause.endsAt.toISOString() : null,
    selfExcluded: pause.kind === 'self-excluded',
    contactable: isContactable(member, now),
    // Newest first as read (consentHistoryOf): sorting again would swap entries of one instant.
    consentHistory: consentHistory.map((entry) => ({ ...entry })),
  };
}

/**
 * Whether any marketing, on any channel, may reach the member at `now`: never while they are on
 * a break or self-excluded, whatever their communication preferences say. Anything
 * that sends or lists marketing asks this first.
 */
function isContactable(member: MemberRecord, now: Date): boolean {
  return pauseStateAt(member, now).kind === 'none';
}

export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
