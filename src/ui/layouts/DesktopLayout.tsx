import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { BrandMark } from '../components/BrandMark';
import { SkipLink } from '../components/SkipLink';
import { SidebarNav } from './SidebarNav';
import { MemberSummary } from './MemberSummary';
import { Icon } from '../components/icons/Icon';
import { currentMenuEntry } from './currentMenuEntry';
import './DesktopLayout.css';

interface DesktopLayoutProps {
  /** Member's display name; the member block is left out while unknown. */
  memberName?: string;
  tierName?: string;
  onSignOut?: () => void;
  /** Above the content, e.g. OfflineBanner or InstallHint. */
  banner?: ReactNode;
  children: ReactNode;
}

export function DesktopLayout({
  memberName,
  tierName,
  onSignOut,
  banner,
  children,
}: DesktopLayoutProps) {
  const [location] = useLocation();
  const current = currentMenuEntry(location);
  return (
    <div className="desktop-layout">
      <SkipLink />
      <aside className="sidebar">
        <Link href="/" className="sidebar__brand">
          <BrandMark size="2.5rem" />
          <span className="sidebar__wordmark">
            Met Rewards
            <span className="sidebar__tagline">Metro Casinos</span>
          </span>
        </Link>
        {memberName && <MemberSummary name={memberName} tierName={tierName} />}
        <SidebarNav currentId={current?.id} />
        {onSignOut && (
          <div className="sidebar__footer">
            <button type="button" className="sidebar__sign-out" onClick={onSignOut}>
              <Icon name="logout" size="1.25rem" />
              <span>Sign out</span>
            </button>
          </div>
        )}
      </aside>
      <div className="desktop-layout__column">
        {banner && <div className="desktop-layout__banner">{banner}</div>}
        <main id="main-content" className="desktop-layout__main" tabIndex={-1}>
          <div className="desktop-layout__content">{children}</div>
        </main>
      </div>
    </div>
  );
}
