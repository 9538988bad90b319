import { describe, expect, it } from 'vitest';
import {
  TIERS,
  nextTier,
  tierForMembershipType,
  tierMaxPoints,
  tierNamed,
  tierProgressPercent,
  type Tier,
} from '@met/scheme';

describe('tier by membership type (spec section 6)', () => {
  it.each<[number, Tier]>([
    [34, 'Jack'],
    [49, 'Jack'],
    [46, 'Ace'],
    [47, 'King'],
    [57, 'King of Hearts'],
    [58, 'King of Spades'],
    [48, 'Queen'],
    [59, 'Queen of Spades'],
  ])('membership type %i is %s', (id, tier) => {
    expect(tierForMembershipType(id)).toBe(tier);
  });

  it.each([0, 1, 2, 17, 19, 25, 41, 44, 45, 52, 55, 60, 999, -1])(
    'membership type %i has no tier',
    (id) => {
      expect(tierForMembershipType(id)).toBeNull();
    },
  );
});

describe('tierNamed', () => {
  it('matches tier names in any case', () => {
    expect(tierNamed(' queen of SPADES ')).toBe('Queen of Spades');
    expect(tierNamed('Joker')).toBeNull();
  });
});

describe('tier maximums and order (spec section 9)', () => {
  it.each<[Tier, number | null, Tier | null]>([
    ['Jack', 18000, 'Queen'],
    ['Queen', 36000, 'Queen of Spades'],
    ['Queen of Spades', 54000, 'King'],
    ['King', 72000, 'King of Hearts'],
    ['King of Hearts', 108000, 'King of Spades'],
    ['King of Spades', 144000, 'Ace'],
    ['Ace', null, null],
  ])('%s has maximum %s and next tier %s', (tier, max, next) => {
    expect(tierMaxPoints(tier)).toBe(max);
    expect(nextTier(tier)).toBe(next);
  });

  it('lists the tiers in the spec order', () => {
    expect(TIERS).toEqual([
      'Jack',
      'Queen',
      'Queen of Spades',
      'King',
      'King of Hearts',
      'King of Spades',
      'Ace',
    ]);
  });
});

describe('tierProgressPercent (spec-decisions 1)', () => {
  it.each<[Tier, number, number]>([
    ['Jack', 0, 0],
    ['Jack', 9000, 50],
    ['Jack', 17999, 100],
    ['Jack', 17990, 99.9],
    ['Jack', 17991, 100],
    ['Jack', 18000, 100],
    ['Jack', 25000, 100],
    ['Jack', 1, 0],
    ['Jack', 9, 0.1],
    ['Jack', 1234, 6.9],
    ['Jack', -500, 0],
    ['Queen', 12000, 33.3],
    ['Queen of Spades', 18000, 33.3],
    ['King', 24000, 33.3],
    ['King of Hearts', 36000, 33.3],
    ['King of Spades', 48000, 33.3],
    ['King of Spades', 143999, 100],
    ['King of Spades', 143000, 99.3],
    ['Ace', 0, 100],
    ['Ace', 999999, 100],
  ])('%s with %i reward points is %s%%', (tier, points, percent) => {
    expect(tierProgressPercent(tier, points)).toBe(percent);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'treats %s points as 0',
    (points) => {
      expect(tierProgressPercent('Queen', points)).toBe(0);
    },
  );
});
