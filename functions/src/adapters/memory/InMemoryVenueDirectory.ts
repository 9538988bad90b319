import type { Restaurant, Venue } from '@met/scheme/contract';
import type { VenueDirectory } from '../../ports/VenueDirectory';
import { copy, type MemoryState } from './MemoryState';

export class InMemoryVenueDirectory implements VenueDirectory {
  constructor(private readonly state: MemoryState) {}

  async findVenue(venueId: number): Promise<Venue | undefined> {
    const venue = this.state.venues[String(venueId)];
    return venue && copy(venue);
  }

  async findRestaurant(venueId: number): Promise<Restaurant | undefined> {
    const restaurant = this.state.restaurants[String(venueId)];
    return restaurant && copy(restaurant);
  }
}
