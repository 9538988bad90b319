import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { SessionStore } from '../../../core/session/SessionStore';
import { Icon } from '../../components/icons/Icon';
import { PageHeader } from '../../components/PageHeader';
import { useService } from '../../di';
import { MyDataPanel } from './MyDataPanel';
import { UsageStatisticsSwitch } from './UsageStatisticsSwitch';
import { settingsGroups, type SettingsLink } from './settingsLinks';
import '../../layouts/MenuList.css';
import './SettingsScreen.css';

function SettingsRow({ link }: { link: SettingsLink }) {
  return (
    <li>
      <Link
        href={link.href}
        className={
          link.tone === 'danger'
            ? 'menu-list__row settings-row settings-row--danger'
            : 'menu-list__row settings-row'
        }
      >
        <span className="menu-list__icon">
          <Icon name={link.icon} size="1.25rem" />
        </span>
        <span className="settings-row__text">
          <span className="menu-list__label">{link.label}</span>
          {link.description && (
            <span className="settings-row__description">{link.description}</span>
          )}
        </span>
        <Icon name="chevron" size="1.25rem" className="menu-list__chevron" />
      </Link>
    </li>
  );
}

/** /settings: preferences, account and help pages, and signing out. */
function SettingsScreen() {
  const session = useService(SessionStore);
  return (
    <div className="settings-screen">
      <PageHeader title="Settings" />
      {settingsGroups.map((group) => (
        <section
          key={group.id}
          className="menu-list__group"
          aria-labelledby={`settings-${group.id}`}
        >
          <h2 className="menu-list__heading" id={`settings-${group.id}`}>
            {group.heading}
          </h2>
          <ul className="menu-list__rows">
            {group.links.map((link) => (
              <SettingsRow key={link.href} link={link} />
            ))}
          </ul>
        </section>
      ))}
      <UsageStatisticsSwitch />
      <MyDataPanel />
      {/* The same Sign out row as More's (MenuList). */}
      <button
        type="button"
        className="menu-list__row menu-list__sign-out"
        onClick={() => void session.signOut()}
      >
        <span className="menu-list__icon">
          <Icon name="logout" size="1.25rem" />
        </span>
        <span className="menu-list__label">Sign out</span>
      </button>
    </div>
  );
}

export default observer(SettingsScreen);
