import { describe, expect, it } from 'vitest';
import { gamesMessages } from '../../../src/core/games/gamesMessages';
import { prizePhrase } from '../../../src/core/kernel/prizes';

describe('prizePhrase: a prize name as it reads after "you won"', () => {
  it.each([
    ['Free drink', 'a free drink'],
    ['Free dessert', 'a free dessert'],
    ['Summer hamper', 'a summer hamper'],
    ['Hot chocolate', 'a hot chocolate'],
    ['Extra spin', 'an extra spin'],
    ['Double points', 'double points'],
    ['Dinner for two', 'dinner for two'],
    ['Lunch for two', 'lunch for two'],
    ['Breakfast at the bar', 'breakfast at the bar'],
    ['Brunch for two', 'brunch for two'],
    ['Afternoon tea', 'afternoon tea'],
    ['500 bonus points', '500 bonus points'],
    ['£5 Free Play', '£5 Free Play'],
    ['A bottle of prosecco', 'A bottle of prosecco'],
    ['VIP tour', 'a VIP tour'],
    ['Free Dessert', 'a free dessert'],
    ['Tea at The Ritz', 'a tea at The Ritz'],
  ])('%j -> %j', (name, phrase) => {
    expect(prizePhrase(name)).toBe(phrase);
  });

  it('is what the win and already-played messages say', () => {
    expect(gamesMessages.won('Free drink')).toBe('You won a free drink!');
    expect(gamesMessages.alreadyPlayedWon('Free drink')).toBe(
      'You have already played today and won a free drink.',
    );
  });
});

describe('prizePhrase: names the CMS may give', () => {
  it.each([
    ['  Free drink  ', 'a free drink'],
    ['', ''],
    ['   ', ''],
    ['Double Drinks', 'double drinks'],
    ['Triple Spins', 'triple spins'],
    ['Points Boost', 'a points boost'],
    ['Free DJ Set', 'a free DJ Set'],
    ['Cocktail At McQueens', 'a cocktail At McQueens'],
  ])('%j -> %j', (name, phrase) => {
    expect(prizePhrase(name)).toBe(phrase);
  });
});
