/** Membership type id lists of spec section 6, exactly as given. */

export const TEMPORARY_MEMBERSHIP_TYPE_ID = 34;

export const UPDATE_REQUIRED_MEMBERSHIP_TYPE_IDS: readonly number[] = [
  2, 22, 41, 43, 3, 4, 5, 35, 54, 23, 53, 56, 6, 7, 38, 8, 9, 10, 27, 12, 37, 30, 39, 13, 14, 36,
  33, 15, 32, 31, 16, 42, 17, 11, 51, 26, 50, 24, 18, 20, 40, 21, 28,
];

export const EXECUTIVE_REQUIRED_MEMBERSHIP_TYPE_IDS: readonly number[] = [45, 52];

export const ACCOUNT_REQUIRED_MEMBERSHIP_TYPE_IDS: readonly number[] = [19];

export function isTemporaryMembership(membershipTypeId: number): boolean {
  return membershipTypeId === TEMPORARY_MEMBERSHIP_TYPE_ID;
}

export function isUpdateRequiredMembership(membershipTypeId: number): boolean {
  return UPDATE_REQUIRED_MEMBERSHIP_TYPE_IDS.includes(membershipTypeId);
}

export function isExecutiveRequiredMembership(membershipTypeId: number): boolean {
  return EXECUTIVE_REQUIRED_MEMBERSHIP_TYPE_IDS.includes(membershipTypeId);
}

export function isAccountRequiredMembership(membershipTypeId: number): boolean {
  return ACCOUNT_REQUIRED_MEMBERSHIP_TYPE_IDS.includes(membershipTypeId);
}

/**
 * Temporary members get no venue, events or restaurant (spec section 6). The gate already logs
 * them out; this is the second guard of spec-decisions 3, checked before venue content loads.
 */
export function canAccessVenueContent(membershipTypeId: number): boolean {
  return !isTemporaryMembership(membershipTypeId);
}
