import type { ReactNode } from 'react';
import { classNames } from './classNames';
import './Card.css';

interface CardProps {
  children: ReactNode;
  /** Optional heading; rendered as an h2 unless headingLevel says otherwise. */
  title?: ReactNode;
  headingLevel?: 2 | 3;
  /** Small caps line above the title, e.g. 'Valid until 1st Mar 2026'. */
  eyebrow?: ReactNode;
  /** Full-bleed top slot for an image (give it explicit dimensions or aspect-ratio). */
  media?: ReactNode;
  footer?: ReactNode;
  /** 'feature' is the gold-edged midnight card used for the member's balance. */
  tone?: 'default' | 'feature' | 'muted';
  as?: 'div' | 'section' | 'article' | 'li';
  className?: string;
}

export function Card({
  children,
  title,
  headingLevel = 2,
  eyebrow,
  media,
  footer,
  tone = 'default',
  as: Element = 'div',
  className,
}: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Element className={classNames('card', `card--${tone}`, className)}>
      {media && <div className="card__media">{media}</div>}
      <div className="card__body">
        {(eyebrow || title) && (
          <header className="card__header">
            {eyebrow && <p className="card__eyebrow">{eyebrow}</p>}
            {title && <Heading className="card__title">{title}</Heading>}
          </header>
        )}
        {children}
      </div>
      {footer && <div className="card__footer">{footer}</div>}
    </Element>
  );
}
