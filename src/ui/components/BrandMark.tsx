import { useId } from 'react';

interface BrandMarkProps {
  /** CSS length. */
  size?: string;
  /** 'tile': the gold crown-M on its midnight tile; 'glyph': the gold crown-M alone. */
  variant?: 'tile' | 'glyph';
  /** Accessible name; omit when the wordmark 'Met Rewards' is next to it. */
  label?: string;
}

/** Our crown-M monogram; the same drawing as public/brand/mark.svg. */
export function BrandMark({ size = '2.5rem', variant = 'tile', label }: BrandMarkProps) {
  const id = useId();
  const gold = `${id}-gold`;
  const tile = `${id}-tile`;
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      focusable="false"
      className="brand-mark"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <defs>
        <linearGradient id={tile} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#111f3d" />
          <stop offset="0.6" stopColor="#08112a" />
          <stop offset="1" stopColor="#03211b" />
        </linearGradient>
        <linearGradient id={gold} gradientUnits="userSpaceOnUse" x1="0" y1="10" x2="0" y2="52">
          <stop offset="0" stopColor="#f4e0ae" />
          <stop offset="0.5" stopColor="#dfb45e" />
          <stop offset="1" stopColor="#b88a32" />
        </linearGradient>
      </defs>
      {variant === 'tile' && (
        <>
          <rect width="64" height="64" rx="14" fill={`url(#${tile})`} />
          <rect
            x="3.5"
            y="3.5"
            width="57"
            height="57"
            rx="11"
            fill="none"
            stroke="#dfb45e"
            strokeOpacity="0.45"
          />
        </>
      )}
      <g fill="none" stroke={`url(#${gold})`} strokeLinecap="round" strokeLinejoin="round">
        <path d="M17.5 44V23.5L25.5 35 32 21l6.5 14 8-11.5V44" strokeWidth="4.5" />
        <path d="M16 50h32" strokeWidth="3" />
      </g>
      <g fill={`url(#${gold})`}>
        <path d="M17.5 13.5l2.6 3.5-2.6 3.5-2.6-3.5z" />
        <path d="M32 10l3 4-3 4-3-4z" />
        <path d="M46.5 13.5l2.6 3.5-2.6 3.5-2.6-3.5z" />
      </g>
    </svg>
  );
}
