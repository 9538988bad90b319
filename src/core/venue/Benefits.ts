/** One perk of a tier. */
export interface Benefit {
  title: string;
  description: string;
  /** Set when the perk comes with a lower tier than the member's, e.g. 'Queen'. */
  fromTier?: string;
}

/** The perks of the member's tier at the home casino (benefits-getBenefits). */
export interface Benefits {
  tier: string;
  title: string;
  /** CMS HTML: sanitised before it is rendered. */
  intro: string;
  /** The tier's own perks first, then those included from lower tiers. */
  items: Benefit[];
}
