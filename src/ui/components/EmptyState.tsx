import type { ReactNode } from 'react';
import { Icon } from './icons/Icon';
import type { IconName } from './icons/iconShapes';
import './EmptyState.css';

interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  icon?: IconName;
  /** Usually a Button or LinkButton, e.g. 'See other offers'. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
}

export function EmptyState({
  title,
  message,
  icon = 'info',
  action,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="empty-state">
      <span className="empty-state__icon">
        <Icon name={icon} size="1.75rem" />
      </span>
      <Heading className="empty-state__title">{title}</Heading>
      {message && <div className="empty-state__message">{message}</div>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
