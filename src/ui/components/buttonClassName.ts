import { classNames } from './classNames';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** Shared by Button and LinkButton so a link that looks like a button matches exactly. */
export function buttonClassName(
  { variant = 'primary', size = 'md', fullWidth = false }: ButtonLook,
  extra?: string,
): string {
  return classNames(
    'button',
    `button--${variant}`,
    `button--${size}`,
    fullWidth && 'button--full',
    extra,
  );
}
