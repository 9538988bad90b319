import { pathTo } from '../../../core/navigation/routes';
import type { IconName } from '../../components/icons/iconShapes';
import { menuEntries } from '../../layouts/menuEntries';

export interface SettingsLink {
  label: string;
  description?: string;
  href: string;
  icon: IconName;
  tone?: 'danger';
}

export interface SettingsGroup {
  id: string;
  heading: string;
  links: readonly SettingsLink[];
}

/** The rows of /settings, grouped as a member looks for them. */
export const settingsGroups: readonly SettingsGroup[] = [
  {
    id: 'preferences',
    heading: 'Your preferences',
    links: [
      {
        label: 'Interests',
        description: 'What you enjoy at the casino, so we can tailor offers and events',
        href: pathTo('settingsInterests'),
        icon: 'heart',
      },
      {
        label: 'Communication preferences',
        description: 'Marketing by email, SMS, phone and post',
        href: pathTo('settingsCommunications'),
        icon: 'mail',
      },
    ],
  },
  {
    id: 'account',
    heading: 'Your account',
    links: [
      {
        label: 'Profile',
        description: 'Membership number, points and mobile phone',
        href: pathTo('profile'),
        icon: 'profile',
      },
      {
        label: 'Passkeys',
        description: 'Sign in with Face ID or your fingerprint instead of your password',
        href: pathTo('settingsPasskeys'),
        icon: 'shield',
      },
      {
        label: 'Support',
        description: 'Ask us a question or report a problem',
        href: pathTo('support'),
        icon: 'support',
      },
      {
        label: 'Delete My Account',
        description: 'Remove your online login from this app',
        href: pathTo('settingsDelete'),
        icon: 'trash',
        tone: 'danger',
      },
    ],
  },
  {
    id: 'help',
    heading: 'Help & information',
    links: menuEntries
      .filter((entry) => entry.group === 'help')
      .map((entry) => ({ label: entry.label, href: entry.path, icon: entry.icon })),
  },
];
