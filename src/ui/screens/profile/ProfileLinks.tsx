import { Link } from 'wouter';
import { pathTo } from '../../../core/navigation/routes';
import { Icon } from '../../components/icons/Icon';
import type { IconName } from '../../components/icons/iconShapes';
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
            <Link href={link.href} className="menu-list__row">
              <span className="menu-list__icon">
                <Icon name={link.icon} size="1.25rem" />
              </span>
              <span className="menu-list__label">{link.label}</span>
              <Icon name="chevron" size="1.25rem" className="menu-list__chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
