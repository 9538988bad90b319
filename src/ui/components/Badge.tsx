import type { ReactNode } from 'react';
import './Badge.css';

interface BadgeProps {
  children: ReactNode;
  tone?: 'neutral' | 'gold' | 'success' | 'danger' | 'info';
}

/** A short status or count label: 'New', 'King of Hearts', 'Last day', '3'. */
export function Badge({ children, tone = 'neutral' }: BadgeProps) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
