import { Link } from 'wouter';
import { messages } from '../../../core/kernel/messages';
import { pauseMessages } from '../../../core/member/pauseMessages';
import { pathTo } from '../../../core/navigation/routes';
import { Icon } from '../../components/icons/Icon';
import type { IconName } from '../../components/icons/iconShapes';

interface Shortcut {
  label: string;
  hint: string;
  path: string;
  icon: IconName;
}

/**
 * Quick ways to the member's offers, events, benefits and restaurant. On a break or self-excluded
 * offers and event bookings are paused (and What's On is promotion), so those two give way to
 * what still works: points activity and the casino's details.
 */
export function HomeShortcuts({ venueName, paused }: { venueName: string; paused: boolean }) {
  const reachable: Shortcut[] = paused
    ? [
        {
          ...pauseMessages.pointsShortcut,
          path: pathTo('pointsActivity'),
          icon: 'crown',
        },
        { ...pauseMessages.casinoShortcut, path: pathTo('myCasino'), icon: 'casino' },
      ]
    : [
        {
          label: messages.titles.offers,
          hint: 'Vouchers to redeem',
          path: '/offers',
          icon: 'offers',
        },
        {
          label: venueName === '' ? "What's On" : messages.titles.eventsAt(venueName),
          hint: 'Events and promotions',
          path: '/events',
          icon: 'events',
        },
      ];
  const shortcuts: Shortcut[] = [
    ...reachable,
    {
      label: messages.titles.benefits,
      hint: 'Your tier benefits',
      path: '/benefits',
      icon: 'benefits',
    },
    { label: 'Restaurant', hint: 'Menus and booking', path: '/restaurant', icon: 'restaurant' },
  ];
  return (
    <nav className="home-shortcuts" aria-labelledby="home-shortcuts-heading">
      <h2 id="home-shortcuts-heading" className="home-section__title">
        Explore
      </h2>
      <ul className="home-shortcuts__list">
        {shortcuts.map((shortcut) => (
          <li key={shortcut.path}>
            <Link href={shortcut.path} className="home-shortcut">
              <span className="home-shortcut__icon">
                <Icon name={shortcut.icon} />
              </span>
              <span className="home-shortcut__text">
                <span className="home-shortcut__label">{shortcut.label}</span>
                <span className="home-shortcut__hint">{shortcut.hint}</span>
              </span>
              <Icon name="chevron" size="1.25rem" className="home-shortcut__chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
