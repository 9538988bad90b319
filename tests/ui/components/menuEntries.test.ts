import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../src/core/navigation/routes';
import { TAB_IDS } from '../../../src/core/navigation/tabs';
import { currentMenuEntry } from '../../../src/ui/layouts/currentMenuEntry';
import { menuEntries, tabEntries } from '../../../src/ui/layouts/menuEntries';

describe('menuEntries', () => {
  it('lists every menu entry of spec section 2 in order, with My Card after Home', () => {
    expect(menuEntries.map((entry) => entry.label)).toEqual([
      'Home',
      'My Card',
      'Offers',
      'Restaurant',
      'Events',
      'More',
      'My Casino',
      'Benefits',
      'Profile',
      'Settings',
      'Settings / Interests',
      'Settings / Communication',
      'Settings / Passkeys',
      'Delete My Account',
      'Met Rewards Explained',
      'Why We Have To Ask',
      'FAQs',
      'Responsible Gaming',
      'Safer gambling',
      'Data Processing',
      'Terms & Conditions',
    ]);
  });

  it('points each entry at a distinct route', () => {
    const paths = menuEntries.map((entry) => entry.path);

    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.slice(0, 14)).toEqual([
      '/',
      '/card',
      '/offers',
      '/restaurant',
      '/events',
      '/more',
      '/mycasino',
      '/benefits',
      '/profile',
      '/settings',
      '/settings/interests',
      '/settings/communications',
      '/settings/passkeys',
      '/settings/delete',
    ]);
  });

  it('offers the membership card in the menus: the sidebar and More, not a sixth tab', () => {
    const card = menuEntries.find((entry) => entry.path === '/card');

    expect(card).toMatchObject({ label: 'My Card', group: 'main', tab: false });
    expect(matchRoute('/card')?.route.id).toBe('card');
    expect(tabEntries.map((entry) => entry.label)).toEqual([
      'Home',
      'Offers',
      'Restaurant',
      'Events',
      'More',
    ]);
    expect(currentMenuEntry('/card')?.id).toBe('card');
  });

  it("gives the tab bar the core's five tabs, in order", () => {
    expect(tabEntries.map((entry) => entry.id)).toEqual([...TAB_IDS]);
  });
});
