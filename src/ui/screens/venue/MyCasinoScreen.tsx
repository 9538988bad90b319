import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { messages } from '../../../core/kernel/messages';
import { pathTo } from '../../../core/navigation/routes';
import { VenueStore } from '../../../core/venue/VenueStore';
import { EmptyState } from '../../components/EmptyState';
import { LinkButton } from '../../components/LinkButton';
import { LoadFailedState } from '../../shell/LoadFailedState';
import { PageHeader } from '../../components/PageHeader';
import { SavedDataNote } from '../../shell/SavedDataNote';
import { Skeleton } from '../../components/Skeleton';
import { useService } from '../../di';
import { CasinoRules } from './CasinoRules';
import { VenueCard } from './VenueCard';
import './Venue.css';

function MyCasinoSkeleton() {
  return (
    <div className="my-casino" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading your casino
      </span>
      <Skeleton variant="block" height="14rem" radius="lg" />
      <Skeleton variant="block" height="4rem" radius="lg" />
    </div>
  );
}

/** /mycasino: the member's home casino, its rules and a way to its restaurant. */
export default observer(function MyCasinoScreen() {
  const store = useService(VenueStore);
  const { venue, venueStatus: status } = store;
  useEffect(() => {
    // The session loads the venue at sign-in; if that failed, arriving here tries again.
    if (store.venueStatus === 'error') void store.loadVenue();
  }, [store]);
  return (
    <div className="my-casino-screen">
      <PageHeader title="My Casino" />
      <SavedDataNote savedAt={store.venueSavedAt} />
      {status === 'error' ? (
        <LoadFailedState
          title="We couldn't load your casino"
          what="your casino"
          message={messages.errors.venueNotFound}
          onRetry={() => void store.loadVenue()}
        />
      ) : status === 'loading' ? (
        <MyCasinoSkeleton />
      ) : venue === null ? (
        <EmptyState
          icon="casino"
          title="No home casino to show"
          message="Your home casino's details will appear here."
        />
      ) : (
        <div className="my-casino">
          <VenueCard venue={venue} />
          <CasinoRules rulesHtml={venue.rulesHtml} />
          <section className="venue-panel venue-dining" aria-labelledby="venue-dining-heading">
            <div>
              <h2 id="venue-dining-heading" className="venue-panel__title">
                Eat and drink
              </h2>
              <p>See the menus, opening hours and book a table at our restaurant.</p>
            </div>
            <LinkButton href={pathTo('restaurant')} icon="restaurant" trailingIcon="chevron">
              Our restaurant
            </LinkButton>
          </section>
        </div>
      )}
    </div>
  );
});
