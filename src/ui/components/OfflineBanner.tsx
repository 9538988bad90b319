import { Icon } from './icons/Icon';
import './OfflineBanner.css';

interface OfflineBannerProps {
  offline: boolean;
  /** Already formatted, e.g. '10:42' or '1st Mar 2026, 10:42'. */
  lastUpdated?: string;
}

/* The live region stays mounted so going offline is announced, not just shown. */
export function OfflineBanner({ offline, lastUpdated }: OfflineBannerProps) {
  return (
    <div className="offline-banner-region" role="status">
      {offline && (
        <div className="offline-banner">
          <Icon name="offline" size="1.25rem" />
          <p>
            <strong>You&rsquo;re offline.</strong>{' '}
            {lastUpdated
              ? `Showing your details as of ${lastUpdated}.`
              : 'Some details may be out of date.'}
          </p>
        </div>
      )}
    </div>
  );
}
