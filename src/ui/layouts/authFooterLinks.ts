import { menuEntries } from './menuEntries';

export interface FooterLink {
  label: string;
  path: string;
}

/** Support plus the public information pages, all reachable without signing in. */
export const authFooterLinks: readonly FooterLink[] = [
  { label: 'Support', path: '/account/support' },
  ...menuEntries
    .filter((item) => item.group === 'help')
    .map((item) => ({ label: item.label, path: item.path })),
];
