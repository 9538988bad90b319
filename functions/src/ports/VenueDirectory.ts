import type { Restaurant, Venue } from '../contract/callables';

/** Venues (home casinos) and their restaurants, as the casino's CMS publishes them. */
export interface VenueDirectory {
  findVenue(venueId: number): Promise<Venue | undefined>;
  findRestaurant(venueId: number): Promise<Restaurant | undefined>;
}
export const VenueDirectory = Symbol('VenueDirectory');
