import { Card } from '../../components/Card';
import { Skeleton } from '../../components/Skeleton';

/** The rewards card's shape while the member loads, line for line, so nothing moves after. */
export function RewardsCardSkeleton() {
  return (
    <Card tone="feature" as="section" className="rewards-card" title="Your Met Rewards">
      <div className="rewards-card__tier" aria-busy="true">
        <Skeleton variant="line" width="5rem" height="1.5rem" radius="pill" />
        <span className="visually-hidden">Loading your rewards</span>
      </div>
      <div className="rewards-card__figures">
        <div>
          <Skeleton variant="line" width="6rem" height="1.25rem" />
          <Skeleton variant="line" width="9rem" height="2.5rem" className="rewards-card__gap" />
        </div>
        <div className="rewards-card__score">
          <Skeleton variant="line" width="5rem" height="1.25rem" />
          <Skeleton variant="line" width="5rem" height="1.75rem" className="rewards-card__gap" />
        </div>
      </div>
      <div className="progress">
        <div className="rewards-card__progress-lines">
          <Skeleton variant="line" width="65%" height="1.25rem" />
          <Skeleton variant="line" width="40%" height="1.25rem" />
        </div>
        <Skeleton variant="line" height="0.625rem" radius="pill" />
      </div>
      <Skeleton variant="line" width="55%" height="1.25rem" />
    </Card>
  );
}
