/** Tiers by membership type id (spec section 6). */
export const TIER_NAMES = [
  'Jack',
  'Queen',
  'Queen of Spades',
  'King',
  'King of Hearts',
  'King of Spades',
  'Ace',
] as const;
export type TierName = (typeof TIER_NAMES)[number];

export const TEMPORARY_MEMBERSHIP_TYPE = 34;

const TIER_BY_MEMBERSHIP_TYPE: Readonly<Record<number, TierName>> = {
  34: 'Jack',
  49: 'Jack',
  46: 'Ace',
  47: 'King',
  57: 'King of Hearts',
  58: 'King of Spades',
  48: 'Queen',
  59: 'Queen of Spades',
};

/** The tier of a membership type, or undefined for types that are no tier (e.g. 41, 45, 19). */
export function tierOfMembershipType(membershipTypeId: number): TierName | undefined {
  return TIER_BY_MEMBERSHIP_TYPE[membershipTypeId];
}

/** A tier named by a client, matched case-insensitively ('king of hearts' is 'King of Hearts'). */
export function tierNamed(name: string): TierName | undefined {
  const wanted = name.trim().toLowerCase();
  return TIER_NAMES.find((tier) => tier.toLowerCase() === wanted);
}
