import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon } from '../components/icons/Icon';
import type { IconName } from '../components/icons/iconShapes';
import { menuEntries, menuGroups, moreOnlyEntries, type MenuEntry } from './menuEntries';
import './MenuList.css';

interface MenuListProps {
  /**
   * Defaults to every entry not in the mobile tab bar (those are one tap away already), and those
   * only the More page offers.
   */
  entries?: readonly MenuEntry[];
  /** Adds a 'Sign out' row at the end. */
  onSignOut?: () => void;
  /** Above the groups, e.g. the member's name and tier. */
  header?: ReactNode;
}

/** One menu row: icon tile, label and chevron, the whole row a link (More, Profile's footer). */
export function MenuRowLink({
  href,
  icon,
  label,
}: {
  href: string;
  icon: IconName;
  label: string;
}) {
  return (
    <Link href={href} className="menu-list__row">
      <span className="menu-list__icon">
        <Icon name={icon} size="1.25rem" />
      </span>
      <span className="menu-list__label">{label}</span>
      <Icon name="chevron" size="1.25rem" className="menu-list__chevron" />
    </Link>
  );
}

const notInTabBar = [...menuEntries.filter((item) => !item.tab), ...moreOnlyEntries];

/** The grouped menu of the /more page: large rows with an icon and a chevron. */
export function MenuList({ entries = notInTabBar, onSignOut, header }: MenuListProps) {
  return (
    <div className="menu-list">
      {header}
      <nav aria-label="More">
        {menuGroups.map((group) => {
          const rows = entries.filter((item) => item.group === group.id);
          if (rows.length === 0) return null;
          const headingId = `menu-list-${group.id}`;
          return (
            <section key={group.id} className="menu-list__group" aria-labelledby={headingId}>
              <h2 className="menu-list__heading" id={headingId}>
                {group.label}
              </h2>
              <ul className="menu-list__rows">
                {rows.map((item) => (
                  <li key={item.id}>
                    <MenuRowLink href={item.path} icon={item.icon} label={item.label} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </nav>
      {onSignOut && (
        <button type="button" className="menu-list__row menu-list__sign-out" onClick={onSignOut}>
          <span className="menu-list__icon">
            <Icon name="logout" size="1.25rem" />
          </span>
          <span className="menu-list__label">Sign out</span>
        </button>
      )}
    </div>
  );
}
