import { HomeCasino } from '../kernel/HomeCasino';
import { feature } from '../kernel/feature';
import { VenueStore } from './VenueStore';

/** The home casino, its restaurant and the tier's benefits there. */
export const venue = feature('venue', [VenueStore], ({ bind }) => {
  bind(HomeCasino).toService(VenueStore);
});
