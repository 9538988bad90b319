import { Skeleton } from '../../components/Skeleton';

/** Two sections of cards shaped like the real ones, so nothing jumps when offers arrive. */
export function OffersSkeleton() {
  return (
    <div className="offers-skeleton" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading your offers
      </span>
      {[3, 3].map((cards, section) => (
        <div key={section} className="offer-section">
          <Skeleton width="10rem" height="1.5rem" />
          <div className="offer-grid">
            {Array.from({ length: cards }, (_, index) => (
              <div key={index} className="offer-card offer-card--placeholder">
                <Skeleton variant="block" aspectRatio="16 / 9" radius="sm" />
                <div className="offer-card__body">
                  <Skeleton width="70%" height="1.25rem" />
                  <Skeleton variant="text" lines={2} />
                  <Skeleton width="45%" />
                </div>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
