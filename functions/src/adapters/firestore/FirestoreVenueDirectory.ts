import type { Firestore } from 'firebase-admin/firestore';
import type { Restaurant, Venue } from '@met/scheme/contract';
import type { VenueDirectory } from '../../ports/VenueDirectory';
import { COLLECTIONS } from './collections';

/** venues/{venueId} and restaurants/{venueId}, as the CMS publishes them. */
export class FirestoreVenueDirectory implements VenueDirectory {
  constructor(private readonly db: Firestore) {}

  async findVenue(venueId: number): Promise<Venue | undefined> {
    const snapshot = await this.db.collection(COLLECTIONS.venues).doc(String(venueId)).get();
    return snapshot.exists ? (snapshot.data() as Venue) : undefined;
  }

  async findRestaurant(venueId: number): Promise<Restaurant | undefined> {
    const snapshot = await this.db.collection(COLLECTIONS.restaurants).doc(String(venueId)).get();
    return snapshot.exists ? (snapshot.data() as Restaurant) : undefined;
  }
}
