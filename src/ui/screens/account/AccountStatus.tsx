import type { ReactNode } from 'react';
import { Icon } from '../../components/icons/Icon';
import type { IconName } from '../../components/icons/iconShapes';
import { classNames } from '../../components/classNames';

interface AccountStatusProps {
  /** The page's h1. */
  title: string;
  icon: IconName;
  tone?: 'success' | 'info' | 'error';
  children?: ReactNode;
}

/** A result page's heading block: an icon in a disc, the h1 and a short explanation. */
export function AccountStatus({ title, icon, tone = 'success', children }: AccountStatusProps) {
  return (
    <header className={classNames('account-status', `account-status--${tone}`)}>
      <span className="account-status__icon">
        <Icon name={icon} size="2rem" />
      </span>
      <h1 className="account-status__title">{title}</h1>
      {children && <div className="account-status__message">{children}</div>}
    </header>
  );
}
