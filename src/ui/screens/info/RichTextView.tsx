import { Fragment } from 'react';
import { Link } from 'wouter';
import type { RichText } from './infoContent';

interface RichTextViewProps {
  text: RichText;
}

/** Plain text with links: app paths navigate in-app, web links open a new tab. */
export function RichTextView({ text }: RichTextViewProps) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {text.map((part, index) => {
        if (typeof part === 'string') return <Fragment key={index}>{part}</Fragment>;
        if (part.href.startsWith('/')) {
          return (
            <Link key={index} href={part.href}>
              {part.text}
            </Link>
          );
        }
        const external = part.href.startsWith('http');
        return (
          <a
            key={index}
            href={part.href}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {part.text}
            {external && <span className="visually-hidden"> (opens in a new tab)</span>}
          </a>
        );
      })}
    </>
  );
}
