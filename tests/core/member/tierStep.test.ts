import { describe, expect, it } from 'vitest';
import { tierStep } from '../../../src/core/member/tierStep';

describe('tierStep: the next tier in words (spec section 9, reward points over the maximum)', () => {
  it('counts the reward points still needed to the tier’s maximum, and the next tier’s perks', () => {
    expect(tierStep('King', 30_100)).toEqual({
      kind: 'next',
      next: 'King of Hearts',
      pointsToGo: 41_900,
      max: 72_000,
      perks: ['Guest passes', 'Birthday dinner'],
    });
  });

  it('needs nothing more once the maximum is reached, and never a negative count', () => {
    expect(tierStep('Jack', 18_000)).toMatchObject({ next: 'Queen', pointsToGo: 0 });
    expect(tierStep('Jack', 25_000)).toMatchObject({ pointsToGo: 0 });
  });

  it('counts points that are not a number as none', () => {
    expect(tierStep('Jack', Number.NaN)).toMatchObject({ pointsToGo: 18_000 });
  });

  it('says the top tier is the top', () => {
    expect(tierStep('Ace', 251_300)).toEqual({ kind: 'top', tier: 'Ace' });
  });
});
