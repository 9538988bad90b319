import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon } from './icons/Icon';
import type { IconName } from './icons/iconShapes';
import { buttonClassName, type ButtonLook } from './buttonClassName';
import './Button.css';

interface LinkButtonProps extends ButtonLook {
  /** An app path (client-side navigation) or an absolute/tel:/mailto: URL. */
  href: string;
  children: ReactNode;
  icon?: IconName;
  trailingIcon?: IconName;
  className?: string;
  /**
   * The link's whole accessible name when the visible words need context ("Spin now: Daily
   * Jackpot"); it starts with the visible words. A hidden span would read "Spin now : ..." in
   * Chromium, which spaces out a positioned element.
   */
  accessibleName?: string;
}

const EXTERNAL = /^(https?:|tel:|mailto:)/i;

/** A link that looks like a Button, for navigation actions ("Go home", "Sign in"). */
export function LinkButton({
  href,
  children,
  icon,
  trailingIcon,
  className,
  accessibleName,
  ...look
}: LinkButtonProps) {
  const content = (
    <span className="button__content">
      {icon && <Icon name={icon} size="1.25em" />}
      <span className="button__label">{children}</span>
      {trailingIcon && <Icon name={trailingIcon} size="1.25em" />}
    </span>
  );
  const classes = buttonClassName(look, className);
  if (EXTERNAL.test(href)) {
    const opensTab = /^https?:/i.test(href);
    return (
      <a
        className={classes}
        href={href}
        aria-label={accessibleName}
        {...(opensTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {content}
      </a>
    );
  }
  return (
    <Link className={classes} href={href} aria-label={accessibleName}>
      {content}
    </Link>
  );
}
