import { matchRoute } from '../../core/navigation/routes';
import { menuEntries } from './menuEntries';

export interface FooterLink {
  label: string;
  path: string;
}

/** Help pages a visitor can open (Safer gambling needs sign-in). */
function opensSignedOut(path: string): boolean {
  return matchRoute(path)?.route.access !== 'signed-in';
}

/** Support plus the public information pages, all reachable without signing in. */
export const authFooterLinks: readonly FooterLink[] = [
  { label: 'Support', path: '/account/support' },
  ...menuEntries
    .filter((item) => item.group === 'help' && opensSignedOut(item.path))
    .map((item) => ({ label: item.label, path: item.path })),
];
