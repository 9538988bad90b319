import { describe, expect, it } from 'vitest';
import { TIERS } from '@met/scheme';
import { demoBenefits } from '../../../functions/src/seed/demoVenues';

const MAYFAIR = 6;
const benefitsOf = (tier: string) =>
  demoBenefits().find((benefits) => benefits.tier === tier && benefits.venueId === MAYFAIR);

describe('the demo benefits', () => {
  it('never list a perk twice for one tier, so a list cannot contradict itself', () => {
    for (const benefits of demoBenefits()) {
      const titles = benefits.items.map((item) => item.title);
      expect(new Set(titles).size, `${benefits.tier} at ${benefits.venueId}`).toBe(titles.length);
    }
  });

  it("put a tier's own perks first, then those kept from lower tiers with the tier they come from", () => {
    expect(benefitsOf('King')?.items).toEqual([
      { title: 'Priority booking', description: 'First choice of tables in the restaurant.' },
      { title: 'Member prices', description: '20% off food and drink.' },
      {
        title: 'Free parking',
        description: 'All evening in the partner car park.',
        fromTier: 'Queen of Spades',
      },
      {
        title: 'Tournament entry',
        description: 'One free poker tournament entry a month.',
        fromTier: 'Queen of Spades',
      },
      {
        title: 'Welcome drink',
        description: 'A soft drink or coffee on every visit.',
        fromTier: 'Jack',
      },
    ]);
  });

  it('mark only lower tiers as where a perk comes from', () => {
    for (const benefits of demoBenefits()) {
      const rank = TIERS.indexOf(benefits.tier as (typeof TIERS)[number]);
      for (const item of benefits.items) {
        if (item.fromTier === undefined) continue;
        expect(TIERS.indexOf(item.fromTier as (typeof TIERS)[number])).toBeLessThan(rank);
      }
    }
  });
});
