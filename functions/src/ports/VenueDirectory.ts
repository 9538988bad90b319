import type { Restaurant, Venue } from '@met/scheme/contract';

/** Venues (home casinos) and their restaurants, as the casino's CMS publishes them. */
export interface VenueDirectory {
  findVenue(venueId: number): Promise<Venue | undefined>;
  findRestaurant(venueId: number): Promise<Restaurant | undefined>;
}
