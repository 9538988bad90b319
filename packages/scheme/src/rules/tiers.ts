/** Tiers, their point maximums and order (spec sections 6 and 9, spec-decisions 1 and 2). */

export const TIERS = [
  'Jack',
  'Queen',
  'Queen of Spades',
  'King',
  'King of Hearts',
  'King of Spades',
  'Ace',
] as const;

export type Tier = (typeof TIERS)[number];

/** Tier by membership_type_id. Type 34 is both Jack and temporary; the gate logs it out first. */
export const TIER_BY_MEMBERSHIP_TYPE_ID: Readonly<Record<number, Tier>> = {
  34: 'Jack',
  49: 'Jack',
  46: 'Ace',
  47: 'King',
  57: 'King of Hearts',
  58: 'King of Spades',
  48: 'Queen',
  59: 'Queen of Spades',
};

/** Ace has no maximum. */
const TIER_MAX_POINTS: Readonly<Record<Tier, number | null>> = {
  Jack: 18_000,
  Queen: 36_000,
  'Queen of Spades': 54_000,
  King: 72_000,
  'King of Hearts': 108_000,
  'King of Spades': 144_000,
  Ace: null,
};

export function tierForMembershipType(membershipTypeId: number): Tier | null {
  return TIER_BY_MEMBERSHIP_TYPE_ID[membershipTypeId] ?? null;
}

/** A tier named by a client, matched case-insensitively ('king of hearts' is 'King of Hearts'). */
export function tierNamed(name: string): Tier | null {
  const wanted = name.trim().toLowerCase();
  return TIERS.find((tier) => tier.toLowerCase() === wanted) ?? null;
}

export function tierMaxPoints(tier: Tier): number | null {
  return TIER_MAX_POINTS[tier];
}

/** The tier after this one in TIERS order; Ace, the top tier, has none. */
export function nextTier(tier: Tier): Tier | null {
  return TIERS[TIERS.indexOf(tier) + 1] ?? null;
}

/**
 * progress% = round(rewardPoints / max x 1000) / 10, one decimal, clamped to 0..100;
 * 100 when the tier has no maximum. Points that are not a finite number count as 0.
 */
export function tierProgressPercent(tier: Tier, rewardPoints: number): number {
  const max = tierMaxPoints(tier);
  if (max === null) return 100;
  const points = Number.isFinite(rewardPoints) ? rewardPoints : 0;
  const percent = Math.round((points / max) * 1000) / 10;
  return Math.min(100, Math.max(0, percent));
}

/** A perk a tier brings (its headline, and one line on it). */
export interface TierPerk {
  title: string;
  description: string;
}

/**
 * The perks each tier brings over the tier below: the scheme's own, the same at every
 * venue. Home previews the next tier's; a venue's benefits page lists them with those kept from
 * lower tiers (the seed's benefits content is built from this table).
 */
export const TIER_PERKS: Readonly<Record<Tier, readonly TierPerk[]>> = {
  Jack: [
    { title: 'Welcome drink', description: 'A soft drink or coffee on every visit.' },
    { title: 'Member prices', description: '10% off food in our restaurant.' },
  ],
  Queen: [
    { title: 'Free parking', description: 'Three hours in the partner car park.' },
    { title: 'Member prices', description: '15% off food and drink.' },
  ],
  'Queen of Spades': [
    { title: 'Free parking', description: 'All evening in the partner car park.' },
    { title: 'Tournament entry', description: 'One free poker tournament entry a month.' },
  ],
  King: [
    { title: 'Priority booking', description: 'First choice of tables in the restaurant.' },
    { title: 'Member prices', description: '20% off food and drink.' },
  ],
  'King of Hearts': [
    { title: 'Guest passes', description: 'Bring two guests without joining fees.' },
    { title: 'Birthday dinner', description: 'Dinner for two in your birthday month.' },
  ],
  'King of Spades': [
    { title: 'Host service', description: 'A named host to arrange your visits.' },
    { title: 'Private lounge', description: 'Access to the members’ lounge.' },
  ],
  Ace: [
    { title: 'Chauffeur', description: 'A car home within 10 miles, on us.' },
    { title: 'Private gaming', description: 'Private salon on request.' },
  ],
};
