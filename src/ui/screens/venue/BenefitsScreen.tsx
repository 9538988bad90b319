import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { messages } from '../../../core/kernel/messages';
import { VenueStore } from '../../../core/venue/VenueStore';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailedState } from '../../shell/LoadFailedState';
import { PageHeader } from '../../components/PageHeader';
import { SavedDataNote } from '../../shell/SavedDataNote';
import { Skeleton } from '../../components/Skeleton';
import { useService } from '../../di';
import { BenefitList } from './BenefitList';
import { TierSummary } from './TierSummary';
import './BenefitsScreen.css';

function BenefitsSkeleton() {
  return (
    <div className="benefit-list" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading your benefits
      </span>
      <Skeleton width="55%" height="1.5rem" />
      <Skeleton variant="text" lines={2} />
      <div className="benefit-list__items">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} variant="block" height="5.5rem" radius="lg" />
        ))}
      </div>
    </div>
  );
}

/** /benefits, 'My Benefits': the member's tier, the next one, and the tier's perks at the venue. */
export default observer(function BenefitsScreen() {
  const venue = useService(VenueStore);
  const { benefitsStatus: status, benefits } = venue;
  useEffect(() => {
    // On arrival: fetch what was never fetched, and try again what failed last time.
    if (venue.benefitsStatus === 'idle' || venue.benefitsStatus === 'error')
      void venue.loadBenefits();
  }, [venue]);

  return (
    <div className="benefits-screen">
      <PageHeader title={messages.titles.benefits} />
      <SavedDataNote savedAt={venue.benefitsSavedAt} />
      <TierSummary />
      {status === 'error' ? (
        <LoadFailedState
          title="We couldn't load your benefits"
          what="your benefits"
          onRetry={() => void venue.loadBenefits()}
        />
      ) : status !== 'ready' ? (
        <BenefitsSkeleton />
      ) : benefits === null || benefits.items.length === 0 ? (
        <EmptyState
          icon="benefits"
          title="No benefits to show"
          message="Your casino has not listed benefits for your tier yet. Ask at reception on your next visit."
        />
      ) : (
        <BenefitList benefits={benefits} />
      )}
    </div>
  );
});
