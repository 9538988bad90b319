/**
 * The member's three balances (spec section 3: rewardPoints, tierPoints, loyalty_points), each
 * named once and the same everywhere, with the line a member can open to learn what it is.
 */
export const pointsMessages = {
  reward: 'Reward points',
  tier: 'Tier points',
  loyalty: 'Loyalty points',
  whatAreThese: 'What are these points?',
  rewardExplained:
    'Earned when you play, dine and drink with us. They move you up the tiers and do not expire.',
  tierExplained:
    'Your tier score for this membership year, which decides your tier at the yearly review. They do not expire.',
  loyaltyExplained:
    'Your spending balance: redeem them at the cash desk for food, drink and experiences.',
  /** Home and Profile: the one balance that expires, and when. */
  loyaltyExpiry: (points: string, date: string): string =>
    `Only loyalty points expire: your ${points} on ${date}.`,
  /** The progress bar's value text at the top tier, e.g. '30,100 reward points'. */
  rewardCount: (points: string): string => `${points} reward points`,
  /** The tier progress bar says what it counts and its maximum (spec section 9). */
  progressTowards: (tier: string): string => `Reward points towards ${tier}`,
  progressOf: (points: string, max: string): string => `${points} of ${max} reward points`,
  topTierProgress: 'Reward points at the top tier',
  /** Home's next-tier words (DECISIONS.md "Points and tiers"). */
  toNextTier: (points: string, tier: string): string =>
    `${points} more reward points to reach ${tier}.`,
  nextTierReached: (tier: string): string =>
    `You have the reward points for ${tier}: your tier moves up at the casino's review.`,
  nextTierUnlocks: (tier: string, perks: string): string => `${tier} unlocks ${perks}.`,
  topTier: (tier: string): string => `${tier} is our top tier: every benefit is yours.`,
  /** The points activity screen (DECISIONS.md "Points and tiers"). */
  activity: {
    title: 'Points activity',
    link: 'Points activity',
    intro: 'How your loyalty points were earned, spent and expire.',
    /** The balance the history adds up to, first on the page. */
    balance: 'Your loyalty points balance',
    expiryHeading: 'When your points expire',
    expires: (points: string, date: string): string =>
      `${points} loyalty points expire at the end of ${date}`,
    nothingToExpire: 'You have no loyalty points to expire.',
    historyHeading: 'History',
    empty: 'No points activity yet. Points you earn on a visit will show here.',
    kinds: {
      visit: 'Visit',
      spin: 'Spin To Win',
      redemption: 'Redeemed',
      expiry: 'Expired',
    },
  },
} as const;
