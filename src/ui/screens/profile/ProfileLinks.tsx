import { pathTo } from '../../../core/navigation/routes';
import type { IconName } from '../../components/icons/iconShapes';
import { MenuRowLink } from '../../layouts/MenuList';
import '../../layouts/MenuList.css';

const LINKS: readonly { label: string; href: string; icon: IconName }[] = [
  { label: 'Settings', href: pathTo('settings'), icon: 'settings' },
  { label: 'Interests', href: pathTo('settingsInterests'), icon: 'heart' },
  { label: 'Communication preferences', href: pathTo('settingsCommunications'), icon: 'mail' },
];

/** Profile's footer: the same menu rows as More and Settings, one style for every link. */
export function ProfileLinks() {
  return (
    <nav className="menu-list__group profile-screen__links" aria-labelledby="profile-links">
      <h2 className="menu-list__heading" id="profile-links">
        Settings and preferences
      </h2>
      <ul className="menu-list__rows">
        {LINKS.map((link) => (
          <li key={link.href}>
            <MenuRowLink {...link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
