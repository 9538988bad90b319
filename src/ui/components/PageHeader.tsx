import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon } from './icons/Icon';
import './PageHeader.css';

interface PageHeaderProps {
  title: string;
  /** Shows a back link above the title. */
  backHref?: string;
  backLabel?: string;
  /** A short line under the title, e.g. the venue name. */
  subtitle?: ReactNode;
  /** Right-aligned slot, e.g. a filter button. */
  actions?: ReactNode;
}

/*
 * The page's h1. Inside MobileLayout with its header shown, the title row is visually
 * hidden (the app header already shows the title and back button) but still announced.
 */
export function PageHeader({
  title,
  backHref,
  backLabel = 'Back',
  subtitle,
  actions,
}: PageHeaderProps) {
  return (
    <header className="page-header">
      <div className="page-header__heading">
        {backHref && (
          <Link href={backHref} className="page-header__back">
            <Icon name="back" size="1.25rem" />
            <span>{backLabel}</span>
          </Link>
        )}
        <h1 className="page-header__title">{title}</h1>
      </div>
      {(subtitle || actions) && (
        <div className="page-header__extra">
          {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
          {actions && <div className="page-header__actions">{actions}</div>}
        </div>
      )}
    </header>
  );
}
