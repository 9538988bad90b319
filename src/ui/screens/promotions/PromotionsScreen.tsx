import { observer } from 'mobx-react-lite';
import { VenueStore } from '../../../core/stores/VenueStore';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailedState } from '../../shell/LoadFailedState';
import { PageHeader } from '../../components/PageHeader';
import { SavedDataNote } from '../../shell/SavedDataNote';
import { useService } from '../../di';
import { useEvents } from '../events/useEvents';
import { PromotionCard } from './PromotionCard';
import { PromotionsSkeleton } from './PromotionsSkeleton';
import '../events/Events.css';
import './Promotions.css';

/** /promotions: the home casino's events as promotions, the spotlight first. */
export default observer(function PromotionsScreen() {
  const events = useEvents();
  const venue = useService(VenueStore);
  const spotlight = events.spotlight;
  const promotions = spotlight
    ? [spotlight, ...events.events.filter((event) => event !== spotlight)]
    : events.events;
  const noVenue = venue.venueStatus === 'ready' && venue.venue === null;

  return (
    <div className="promotions-screen">
      <PageHeader
        title="Promotions"
        subtitle={venue.venueName ? `At ${venue.venueName}` : undefined}
      />
      <SavedDataNote sources={['promotions-getPromotions']} />
      {noVenue ? (
        <EmptyState
          icon="casino"
          title="No promotions to show"
          message="Promotions appear here once your membership has a home casino."
        />
      ) : events.status === 'error' ? (
        <LoadFailedState
          title="We couldn't load the promotions"
          what="the promotions"
          onRetry={() => void events.load()}
        />
      ) : events.status !== 'ready' ? (
        <PromotionsSkeleton />
      ) : promotions.length === 0 ? (
        <EmptyState
          icon="offers"
          title="No promotions right now"
          message="New promotions are added often, so check back soon."
        />
      ) : (
        <ul className="promotion-grid">
          {promotions.map((promotion) => (
            <PromotionCard
              key={promotion.id}
              promotion={promotion}
              featured={promotion === spotlight}
            />
          ))}
        </ul>
      )}
    </div>
  );
});
