import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { Icon } from './icons/Icon';
import type { IconName } from './icons/iconShapes';
import { buttonClassName, type ButtonLook } from './buttonClassName';
import { Spinner } from './Spinner';
import './Button.css';

interface ButtonProps extends ButtonLook, ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true the button ignores presses and shows a spinner, keeping its width. */
  busy?: boolean;
  icon?: IconName;
  trailingIcon?: IconName;
  ref?: Ref<HTMLButtonElement>;
}

/*
 * A busy button is aria-disabled rather than disabled so it keeps keyboard focus
 * (a disabled button drops focus to <body>); presses, including a form's implicit
 * Enter submission, are swallowed until it is no longer busy.
 */
export function Button({
  variant,
  size,
  fullWidth,
  busy = false,
  icon,
  trailingIcon,
  type = 'button',
  className,
  children,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={buttonClassName({ variant, size, fullWidth }, className)}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      data-busy={busy || undefined}
      onClick={handleClick}
    >
      <span className="button__content">
        {icon && <Icon name={icon} size="1.25em" />}
        {children !== undefined && <span className="button__label">{children}</span>}
        {trailingIcon && <Icon name={trailingIcon} size="1.25em" />}
      </span>
      {busy && (
        <span className="button__spinner">
          <Spinner size="1.25em" />
        </span>
      )}
    </button>
  );
}
