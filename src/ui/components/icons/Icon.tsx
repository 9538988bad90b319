import './Icon.css';
import { iconShapes, type IconName } from './iconShapes';

interface IconProps {
  name: IconName;
  /** CSS length; defaults to 1.5rem so icons scale with text size. */
  size?: string;
  /** Accessible name; without it the icon is decorative and hidden from assistive tech. */
  label?: string;
  className?: string;
}

export function Icon({ name, size = '1.5rem', label, className }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {iconShapes[name]}
    </svg>
  );
}
