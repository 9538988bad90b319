import type { PauseState } from '@met/scheme';
import type { MemberData } from '@met/scheme/contract';
import type { Member } from './Member';

/* The wire's records (CRM and CMS spellings, ISO strings) become this feature's models here, once. */

export function memberFromWire(wire: MemberData): Member {
  return {
    id: wire.id,
    membershipNumber: wire.customer_number,
    firstName: wire.first_name,
    lastName: wire.last_name,
    email: wire.email,
    mobilePhone: wire.phone_mobile,
    suspended: wire.suspended,
    membershipTypeId: wire.membership_type_id,
    membershipTypeName: wire.membership_type_Name,
    homeCasinoId: wire.home_casino,
    points: {
      reward: wire.rewardPoints,
      tier: wire.tierPoints,
      loyalty: wire.loyalty_points,
      loyaltyExpiresOn: wire.loyalty_points_end_date,
    },
    interests: [...wire.interests],
    communications: { ...wire.communications },
    pause: pauseFromWire(wire),
    contactable: wire.contactable,
    // A device copy saved before consent history existed has none.
    consentHistory: ((wire.consentHistory as MemberData['consentHistory'] | undefined) ?? []).map(
      (entry) => ({ ...entry, at: new Date(entry.at) }),
    ),
  };
}

/** The server answers a break's end only while it runs, and self-exclusion has none. */
function pauseFromWire(wire: MemberData): PauseState {
  if (wire.selfExcluded) return { kind: 'self-excluded' };
  if (wire.breakEndsAt !== null) return { kind: 'break', endsAt: new Date(wire.breakEndsAt) };
  return { kind: 'none' };
}
