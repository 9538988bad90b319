import type { Venue } from './Venue';

/** How a member reaches their home casino: its name, phone as written, and a tel: link. */
export interface VenueContact {
  name: string;
  phone: string;
  /** null when the phone holds no digits to dial. */
  telHref: string | null;
}

/** The home casino's contact, or null before the venue is known (or for a member without one). */
export function venueContact(venue: Venue | null): VenueContact | null {
  if (venue === null || venue.name.trim() === '') return null;
  const dialable = venue.phone.replace(/[^\d+]/g, '');
  return {
    name: venue.name,
    phone: venue.phone.trim(),
    telHref: /\d/.test(dialable) ? `tel:${dialable}` : null,
  };
}
