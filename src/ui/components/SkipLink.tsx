import './SkipLink.css';

interface SkipLinkProps {
  /** id of the main content element (without '#'). */
  targetId?: string;
}

/** First Tab stop on every page: jumps past the navigation to the content. */
export function SkipLink({ targetId = 'main-content' }: SkipLinkProps) {
  return (
    <a className="skip-link" href={`#${targetId}`}>
      Skip to content
    </a>
  );
}
