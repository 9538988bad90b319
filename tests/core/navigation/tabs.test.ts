import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../../src/core/navigation/routes';
import { TAB_IDS, TAB_OF_ROUTE, tabAt } from '../../../src/core/navigation/tabs';

describe('the tab each page lights', () => {
  it.each([
    ['/', 'home'],
    ['/card', 'home'],
    ['/points', 'home'],
    ['/games/spin-the-wheel/g1', 'home'],
    ['/offers', 'offers'],
    ['/Offers/42/', 'offers'],
    ['/restaurant', 'restaurant'],
    ['/events', 'events'],
    ['/events/7', 'events'],
    ['/more', 'more'],
    ['/profile', 'more'],
    ['/benefits', 'more'],
    ['/safer-gambling', 'more'],
    ['/mycasino', 'more'],
    ['/settings/interests', 'more'],
    ['/settings/delete?x=1', 'more'],
    ['/info/faqs', 'more'],
  ] as const)('%s lights %s', (path, tab) => {
    expect(tabAt(path)).toBe(tab);
  });

  it.each(['/login', '/account/deleted', '/account/support', '/desk', '/no-such-page'])(
    '%s lights none',
    (path) => {
      expect(tabAt(path)).toBeNull();
    },
  );

  it('lights a tab on every signed-in page but the one held until a membership is linked', () => {
    const unlit = ROUTE_TABLE.filter(
      (route) => route.access === 'signed-in' && TAB_OF_ROUTE[route.id] === null,
    );

    expect(unlit.map((route) => route.id)).toEqual(['accountVerify']);
  });

  it('lights only the five tabs of the spec', () => {
    const lit = new Set(Object.values(TAB_OF_ROUTE).filter((tab) => tab !== null));

    expect([...lit].sort()).toEqual([...TAB_IDS].sort());
  });
});
