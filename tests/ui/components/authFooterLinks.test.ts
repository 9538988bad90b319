import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../src/core/navigation/routes';
import { authFooterLinks } from '../../../src/ui/layouts/authFooterLinks';
import { menuEntries } from '../../../src/ui/layouts/menuEntries';

describe("authFooterLinks: the signed-out footer's help links", () => {
  it('leaves out the help pages that need sign-in, such as Safer gambling', () => {
    expect(menuEntries.some((entry) => entry.path === '/safer-gambling')).toBe(true);
    expect(authFooterLinks.map((link) => link.path)).not.toContain('/safer-gambling');
  });

  it('offers only pages a visitor can open', () => {
    for (const link of authFooterLinks) {
      expect(matchRoute(link.path)?.route.access, link.path).not.toBe('signed-in');
    }
  });

  it('still lists Support and the six information pages', () => {
    expect(authFooterLinks.map((link) => link.label)).toEqual([
      'Support',
      'Met Rewards Explained',
      'Why We Have To Ask',
      'FAQs',
      'Responsible Gaming',
      'Data Processing',
      'Terms & Conditions',
    ]);
  });
});
