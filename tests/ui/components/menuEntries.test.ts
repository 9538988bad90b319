import { describe, expect, it } from 'vitest';
import { menuEntries } from '../../../src/ui/layouts/menuEntries';

describe('menuEntries', () => {
  it('lists every menu entry of spec section 2 in order', () => {
    expect(menuEntries.map((entry) => entry.label)).toEqual([
      'Home',
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
      'Delete My Account',
      'Met Rewards Explained',
      'Why We Have To Ask',
      'FAQs',
      'Responsible Gaming',
      'Data Processing',
      'Terms & Conditions',
    ]);
  });

  it('points each entry at a distinct route', () => {
    const paths = menuEntries.map((entry) => entry.path);

    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.slice(0, 12)).toEqual([
      '/',
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
      '/settings/delete',
    ]);
  });
});
