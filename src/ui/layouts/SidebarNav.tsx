import { Link } from 'wouter';
import { Icon } from '../components/icons/Icon';
import { classNames } from '../components/classNames';
import { menuEntries, menuGroups } from './menuEntries';

interface SidebarNavProps {
  /** id of the entry for the current page; it gets aria-current="page". */
  currentId?: string;
}

/** The full menu of spec section 2, grouped; settings sub-pages are indented under Settings. */
export function SidebarNav({ currentId }: SidebarNavProps) {
  return (
    <nav className="sidebar-nav" aria-label="Main menu">
      {menuGroups.map((group) => {
        const headingId = `sidebar-group-${group.id}`;
        return (
          <div key={group.id} className="sidebar-nav__group">
            <h2 className="sidebar-nav__heading" id={headingId}>
              {group.label}
            </h2>
            <ul className="sidebar-nav__list" aria-labelledby={headingId}>
              {menuEntries
                .filter((item) => item.group === group.id)
                .map((item) => {
                  const current = item.id === currentId;
                  return (
                    <li key={item.id}>
                      <Link
                        href={item.path}
                        className={classNames(
                          'sidebar-nav__link',
                          item.parentId && 'sidebar-nav__link--nested',
                          current && 'sidebar-nav__link--current',
                        )}
                        aria-current={current ? 'page' : undefined}
                      >
                        <Icon name={item.icon} size={item.parentId ? '1.125rem' : '1.25rem'} />
                        <span>{item.parentId ? item.shortLabel : item.label}</span>
                      </Link>
                    </li>
                  );
                })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
