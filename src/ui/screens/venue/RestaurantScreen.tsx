import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { VenueStore } from '../../../core/venue/VenueStore';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailedState } from '../../shell/LoadFailedState';
import { PageHeader } from '../../components/PageHeader';
import { SavedDataNote } from '../../shell/SavedDataNote';
import { Skeleton } from '../../components/Skeleton';
import { useService } from '../../di';
import { RestaurantDetails } from './RestaurantDetails';
import './Venue.css';

function RestaurantSkeleton() {
  return (
    <div className="restaurant" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading the restaurant
      </span>
      <Skeleton variant="block" className="venue-hero" height="auto" />
      <div className="venue-columns">
        <div className="restaurant__about">
          <Skeleton width="50%" height="1.75rem" />
          <Skeleton variant="text" lines={3} />
        </div>
        <Skeleton variant="block" height="12rem" radius="lg" />
      </div>
    </div>
  );
}

/** /restaurant: the home casino's restaurant (members-getRestaurant). */
export default observer(function RestaurantScreen() {
  const venue = useService(VenueStore);
  const { restaurantStatus: status, restaurant } = venue;
  useEffect(() => {
    // On arrival: fetch what was never fetched, and try again what failed last time.
    if (venue.restaurantStatus === 'idle' || venue.restaurantStatus === 'error')
      void venue.loadRestaurant();
  }, [venue]);
  const noVenue = venue.venueStatus === 'ready' && venue.venue === null;

  return (
    <div className="restaurant-screen">
      <PageHeader title="Restaurant" />
      <SavedDataNote savedAt={venue.restaurantSavedAt} />
      {status === 'error' ? (
        <LoadFailedState
          title="We couldn't load the restaurant"
          what="the restaurant"
          onRetry={() => void venue.loadRestaurant()}
        />
      ) : status !== 'ready' && !noVenue ? (
        <RestaurantSkeleton />
      ) : restaurant === null ? (
        <EmptyState
          icon="restaurant"
          title="No restaurant to show"
          message="Your home casino's restaurant will appear here."
        />
      ) : (
        <RestaurantDetails restaurant={restaurant} />
      )}
    </div>
  );
});
