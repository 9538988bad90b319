/** Home casino 17 is shown as venue 6 (spec section 9, spec-decisions 5). */
const VENUE_REMAP: Readonly<Record<number, number>> = { 17: 6 };

export function effectiveVenueId(venueId: number): number {
  return VENUE_REMAP[venueId] ?? venueId;
}
