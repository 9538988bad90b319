import { classNames } from './classNames';
import './Html.css';

interface HtmlProps {
  /** Must already be sanitised (spec decision 22); this component only renders it. */
  sanitisedHtml: string;
  className?: string;
}

/** CMS content (venue rules, benefits, events, restaurant) in readable prose styles. */
export function Html({ sanitisedHtml, className }: HtmlProps) {
  return (
    <div
      className={classNames('prose', className)}
      dangerouslySetInnerHTML={{ __html: sanitisedHtml }}
    />
  );
}
