import { Skeleton } from '../../components/Skeleton';

/** Cards shaped like the promotions, the first one wide like the spotlight. */
export function PromotionsSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading promotions
      </span>
      <ul className="promotion-grid" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li
            key={index}
            className={index === 0 ? 'promotion-card promotion-card--featured' : 'promotion-card'}
          >
            <Skeleton
              variant="block"
              aspectRatio="16 / 9"
              radius="sm"
              className="promotion-card__media"
            />
            <div className="promotion-card__body">
              <Skeleton width="5rem" />
              <Skeleton width="70%" height="1.5rem" />
              <Skeleton variant="text" lines={2} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
