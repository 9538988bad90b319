import type { ReactNode } from 'react';
import { Spinner } from './Spinner';
import './QrPanel.css';

interface QrPanelProps {
  /** The QR image (e.g. a data: URL of the PNG); null while it is being fetched. */
  src: string | null;
  /** Says what the code is for, e.g. 'QR code for Free dinner for two'. */
  alt: string;
  /** Below the code, e.g. the membership number and 'Show this at the cash desk'. */
  caption?: ReactNode;
  /** When the code stops working: a painted copy of the screen is not shown after it. */
  shownUntil?: Date | null;
}

/*
 * Scanners read dark-on-light reliably, so the panel is white in both themes and the
 * image is drawn with hard pixel edges. The square is reserved before the image arrives.
 */
export function QrPanel({ src, alt, caption, shownUntil = null }: QrPanelProps) {
  return (
    <figure className="qr-panel" data-shown-until={shownUntil?.getTime()}>
      <div className="qr-panel__square" aria-busy={src === null || undefined}>
        {src === null ? (
          <Spinner size="2rem" label="Loading QR code" />
        ) : (
          <img className="qr-panel__image" src={src} alt={alt} />
        )}
      </div>
      {caption && <figcaption className="qr-panel__caption">{caption}</figcaption>}
    </figure>
  );
}
