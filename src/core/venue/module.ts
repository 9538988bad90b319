import { HomeCasino } from '../kernel/HomeCasino';
import { feature } from '../kernel/feature';
import { LoadBenefits } from './LoadBenefits';
import { LoadRestaurant } from './LoadRestaurant';
import { LoadVenue } from './LoadVenue';
import { VenueStore } from './VenueStore';

/** The home casino, its restaurant and the tier's benefits there. */
export const venue = feature(
  'venue',
  [VenueStore, LoadVenue, LoadRestaurant, LoadBenefits],
  ({ bind }) => {
    bind(HomeCasino).toService(VenueStore);
  },
);
