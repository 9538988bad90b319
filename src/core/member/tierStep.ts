import { nextTier, TIER_PERKS, tierMaxPoints, type Tier } from '@met/scheme';

/**
 * Where the member stands on the tier ladder (spec section 9): the next tier, how many
 * reward points are still needed for it (the spec's progress counts reward points against the
 * tier's maximum) and the perks it brings; or the top tier, which has no next.
 */
export type TierStep =
  | { kind: 'top'; tier: Tier }
  | {
      kind: 'next';
      next: Tier;
      /** Reward points still needed to reach the tier's maximum; 0 once reached. */
      pointsToGo: number;
      max: number;
      /** The next tier's own perks' headlines, e.g. ['Free parking', 'Member prices']. */
      perks: string[];
    };

export function tierStep(tier: Tier, rewardPoints: number): TierStep {
  const next = nextTier(tier);
  const max = tierMaxPoints(tier);
  // The scheme gives the top tier neither a next tier nor a maximum and every other tier both
  // (tests/scheme/tiers.test.ts), so either null alone says 'top': mutants of one half are equivalent.
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, as said above
  if (next === null || max === null) return { kind: 'top', tier };
  const points = Number.isFinite(rewardPoints) ? rewardPoints : 0;
  return {
    kind: 'next',
    next,
    pointsToGo: Math.max(0, Math.ceil(max - points)),
    max,
    perks: TIER_PERKS[next].map((perk) => perk.title),
  };
}
