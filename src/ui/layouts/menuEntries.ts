import type { IconName } from '../components/icons/iconShapes';

export type MenuGroupId = 'main' | 'account' | 'help';

export interface MenuEntry {
  id: string;
  /** The spec's wording (section 2). */
  label: string;
  /** Used where the parent is already shown, e.g. 'Interests' under 'Settings'. */
  shortLabel: string;
  path: string;
  group: MenuGroupId;
  icon: IconName;
  /** One of the five tabs of the mobile tab bar. */
  tab: boolean;
  /** Nested under another entry in the desktop sidebar. */
  parentId?: string;
}

export interface MenuGroup {
  id: MenuGroupId;
  label: string;
}

export const menuGroups: readonly MenuGroup[] = [
  { id: 'main', label: 'Main' },
  { id: 'account', label: 'Account' },
  { id: 'help', label: 'Help & information' },
];

const entry = (
  id: string,
  label: string,
  path: string,
  group: MenuGroupId,
  icon: IconName,
  options: { tab?: boolean; shortLabel?: string; parentId?: string } = {},
): MenuEntry => ({
  id,
  label,
  shortLabel: options.shortLabel ?? label,
  path,
  group,
  icon,
  tab: options.tab ?? false,
  ...(options.parentId ? { parentId: options.parentId } : {}),
});

/** Every menu entry of spec section 2, in the spec's order, and ours beside them. */
export const menuEntries: readonly MenuEntry[] = [
  entry('home', 'Home', '/', 'main', 'home', { tab: true }),
  // Beside the spec's menu: the card the desk scans, in the sidebar and first on More (a phone's
  // five tabs stay the spec's; DECISIONS.md "Card and wallets: the membership card in the app").
  entry('card', 'My Card', '/card', 'main', 'qr'),
  entry('offers', 'Offers', '/offers', 'main', 'offers', { tab: true }),
  entry('restaurant', 'Restaurant', '/restaurant', 'main', 'restaurant', { tab: true }),
  entry('events', 'Events', '/events', 'main', 'events', { tab: true }),
  entry('more', 'More', '/more', 'main', 'more', { tab: true }),
  entry('mycasino', 'My Casino', '/mycasino', 'main', 'casino'),
  entry('benefits', 'Benefits', '/benefits', 'main', 'benefits'),
  entry('profile', 'Profile', '/profile', 'account', 'profile'),
  entry('settings', 'Settings', '/settings', 'account', 'settings'),
  entry('interests', 'Settings / Interests', '/settings/interests', 'account', 'heart', {
    shortLabel: 'Interests',
    parentId: 'settings',
  }),
  entry(
    'communications',
    'Settings / Communication',
    '/settings/communications',
    'account',
    'mail',
    {
      shortLabel: 'Communication',
      parentId: 'settings',
    },
  ),
  // Beside the spec's menu (DECISIONS.md "Passkeys"): where a member adds or removes a passkey.
  entry('passkeys', 'Settings / Passkeys', '/settings/passkeys', 'account', 'shield', {
    shortLabel: 'Passkeys',
    parentId: 'settings',
  }),
  entry('delete', 'Delete My Account', '/settings/delete', 'account', 'trash', {
    parentId: 'settings',
  }),
  entry('explained', 'Met Rewards Explained', '/info/met-rewards-explained', 'help', 'crown'),
  entry('why-we-ask', 'Why We Have To Ask', '/info/why-we-ask', 'help', 'idCard'),
  entry('faqs', 'FAQs', '/info/faqs', 'help', 'help'),
  entry('responsible-gaming', 'Responsible Gaming', '/info/responsible-gaming', 'help', 'shield'),
  // Beside the spec's menu (DECISIONS.md "Safer gambling"): needs sign-in, so the signed-out
  // footer leaves it out.
  entry('safer-gambling', 'Safer gambling', '/safer-gambling', 'help', 'phone'),
  entry('data-processing', 'Data Processing', '/info/data-processing', 'help', 'lock'),
  entry('terms', 'Terms & Conditions', '/info/terms', 'help', 'document'),
];

/** On the More page only, never in the desktop sidebar: what the sidebar does not offer. */
export const moreOnlyEntries: readonly MenuEntry[] = [
  entry('support', 'Support', '/account/support', 'help', 'support'),
];

/** The mobile tab bar: Home, Offers, Restaurant, Events, More. */
export const tabEntries: readonly MenuEntry[] = menuEntries.filter((item) => item.tab);
