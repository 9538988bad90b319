import { describe, expect, it } from 'vitest';
import { TIER_PERKS, TIERS, type Tier, type TierPerk } from '@met/scheme';

/*
 * The perks each tier brings over the one below, as Home previews the next tier's and a venue's
 * benefits page lists them: the scheme's own table, word for word.
 */
const PERKS: [Tier, TierPerk[]][] = [
  [
    'Jack',
    [
      { title: 'Welcome drink', description: 'A soft drink or coffee on every visit.' },
      { title: 'Member prices', description: '10% off food in our restaurant.' },
    ],
  ],
  [
    'Queen',
    [
      { title: 'Free parking', description: 'Three hours in the partner car park.' },
      { title: 'Member prices', description: '15% off food and drink.' },
    ],
  ],
  [
    'Queen of Spades',
    [
      { title: 'Free parking', description: 'All evening in the partner car park.' },
      { title: 'Tournament entry', description: 'One free poker tournament entry a month.' },
    ],
  ],
  [
    'King',
    [
      { title: 'Priority booking', description: 'First choice of tables in the restaurant.' },
      { title: 'Member prices', description: '20% off food and drink.' },
    ],
  ],
  [
    'King of Hearts',
    [
      { title: 'Guest passes', description: 'Bring two guests without joining fees.' },
      { title: 'Birthday dinner', description: 'Dinner for two in your birthday month.' },
    ],
  ],
  [
    'King of Spades',
    [
      { title: 'Host service', description: 'A named host to arrange your visits.' },
      { title: 'Private lounge', description: 'Access to the members’ lounge.' },
    ],
  ],
  [
    'Ace',
    [
      { title: 'Chauffeur', description: 'A car home within 10 miles, on us.' },
      { title: 'Private gaming', description: 'Private salon on request.' },
    ],
  ],
];

describe('the perks a member is told each tier brings', () => {
  it.each(PERKS)('%s brings its own two perks, each with its line', (tier, perks) => {
    expect(TIER_PERKS[tier]).toEqual(perks);
  });

  it('names perks for every tier and no other', () => {
    expect(Object.keys(TIER_PERKS)).toEqual([...TIERS]);
  });
});
