import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { formatPoints } from '../../../core/kernel/format';
import { pointsMessages } from '../../../core/points/pointsMessages';
import { MemberStore } from '../../../core/member/MemberStore';
import { PointsActivityStore } from '../../../core/points/PointsActivityStore';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { Skeleton } from '../../components/Skeleton';
import { useService } from '../../di';
import { LoadFailedState } from '../../shell/LoadFailedState';
import { SavedDataNote } from '../../shell/SavedDataNote';
import { ExpiryCalendar } from './ExpiryCalendar';
import { MovementList } from './MovementList';
import './PointsActivityScreen.css';

const text = pointsMessages.activity;

function PointsActivitySkeleton() {
  return (
    <div className="points-activity__loading" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading your points activity
      </span>
      <Skeleton variant="block" height="5rem" radius="lg" />
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} variant="block" height="3.5rem" radius="lg" />
      ))}
    </div>
  );
}

/** The balance the history below adds up to: the member's record, so it shows while that loads. */
const LoyaltyBalance = observer(function LoyaltyBalance() {
  const member = useService(MemberStore).member;
  if (member === null) return null;
  return (
    <section className="points-activity__balance" aria-labelledby="points-balance-heading">
      <h2 id="points-balance-heading" className="points-activity__balance-label">
        {text.balance}
      </h2>
      <p className="points-activity__balance-value">{formatPoints(member.points.loyalty)}</p>
    </section>
  );
});

/** /points, 'Points activity': how loyalty points were earned, spent and expire. */
export default observer(function PointsActivityScreen() {
  const store = useService(PointsActivityStore);
  const { status, activity } = store;
  useEffect(() => {
    // On arrival: fetch what was never fetched, and try again what failed last time.
    if (store.status === 'idle' || store.status === 'error') void store.load();
  }, [store]);

  return (
    <div className="points-activity">
      <PageHeader title={text.title} subtitle={text.intro} />
      <SavedDataNote savedAt={store.savedAt} />
      <LoyaltyBalance />
      {status === 'error' ? (
        <LoadFailedState
          title="We couldn't load your points activity"
          what="your points activity"
          onRetry={() => void store.load()}
        />
      ) : status !== 'ready' ? (
        <PointsActivitySkeleton />
      ) : (
        <>
          <ExpiryCalendar expiries={activity.expiries} />
          <Card as="section" title={text.historyHeading} className="points-activity__history">
            {activity.movements.length === 0 ? (
              <EmptyState icon="info" title={text.empty} headingLevel={3} />
            ) : (
              <MovementList movements={activity.movements} />
            )}
          </Card>
        </>
      )}
    </div>
  );
});
