import { messages } from '../../core/kernel/messages';
import { Icon } from './icons/Icon';
import './OfflineBanner.css';

interface OfflineBannerProps {
  offline: boolean;
  /** When the screen's saved data was fetched, already worded: 'at 10:42 on 1st Mar 2026'. */
  lastUpdated?: string;
}

/* The live region stays mounted so going offline is announced, not just shown. */
export function OfflineBanner({ offline, lastUpdated }: OfflineBannerProps) {
  return (
    <div className="offline-banner-region" role="status" data-unpainted>
      {offline && (
        <div className="offline-banner">
          <Icon name="offline" size="1.25rem" />
          <p>
            <strong>You&rsquo;re offline.</strong>{' '}
            {lastUpdated
              ? messages.offline.bannerSavedAt(lastUpdated)
              : 'Some details may be out of date.'}
          </p>
        </div>
      )}
    </div>
  );
}
