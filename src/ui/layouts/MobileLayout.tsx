import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { BrandMark } from '../components/BrandMark';
import { Icon } from '../components/icons/Icon';
import { SkipLink } from '../components/SkipLink';
import { classNames } from '../components/classNames';
import { tabAt } from '../../core/navigation/tabs';
import { tabEntries } from './menuEntries';
import './MobileLayout.css';

/**
 * A tab's name with a soft hyphen where it may break: only a narrow tab bar (large text on a
 * phone) breaks it, onto a second line; screen readers and the link's name ignore the hyphen.
 */
function tabLabel(label: string): string {
  return label === 'Restaurant' ? 'Restau\u00ADrant' : label;
}

interface MobileLayoutProps {
  title?: string;
  /** The More page hides the header (spec section 2). */
  hideHeader?: boolean;
  /** Shows a back button linking here... */
  backHref?: string;
  /** ...or calling this (e.g. history back); takes precedence over backHref. */
  onBack?: () => void;
  /** Right side of the header, e.g. a small icon button. */
  headerAction?: ReactNode;
  /** Under the header, e.g. OfflineBanner or InstallHint. */
  banner?: ReactNode;
  children: ReactNode;
}

export function MobileLayout({
  title,
  hideHeader = false,
  backHref,
  onBack,
  headerAction,
  banner,
  children,
}: MobileLayoutProps) {
  const [location] = useLocation();
  const activeTab = tabAt(location);
  return (
    <div className="mobile-layout" data-header={hideHeader ? 'hidden' : 'shown'}>
      <SkipLink />
      {!hideHeader && (
        <header className="mobile-header">
          <div className="mobile-header__start">
            {onBack ? (
              <button
                type="button"
                className="mobile-header__icon-button"
                onClick={onBack}
                aria-label="Back"
              >
                <Icon name="back" />
              </button>
            ) : backHref ? (
              <Link href={backHref} className="mobile-header__icon-button" aria-label="Back">
                <Icon name="back" />
              </Link>
            ) : (
              <Link href="/" className="mobile-header__brand" aria-label="Met Rewards home">
                <BrandMark variant="glyph" size="2rem" />
              </Link>
            )}
          </div>
          <p
            className="mobile-header__title"
            data-long={(title?.length ?? 0) > 24 ? '' : undefined}
          >
            {title}
          </p>
          <div className="mobile-header__end">{headerAction}</div>
        </header>
      )}
      {banner && <div className="mobile-layout__banner">{banner}</div>}
      <main id="main-content" className="mobile-layout__main" tabIndex={-1}>
        {children}
      </main>
      <nav className="tab-bar" aria-label="Main">
        <ul className="tab-bar__list">
          {tabEntries.map((tab) => {
            const current = tab.id === activeTab;
            return (
              <li key={tab.id} className="tab-bar__item">
                <Link
                  href={tab.path}
                  className={classNames('tab-bar__link', current && 'tab-bar__link--current')}
                  aria-current={current ? 'page' : undefined}
                >
                  <span className="tab-bar__icon">
                    <Icon name={tab.icon} />
                  </span>
                  <span className="tab-bar__label">{tabLabel(tab.shortLabel)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
