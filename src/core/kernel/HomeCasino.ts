/** The member's home casino as other features name it; the venue feature's module binds it. */
export interface HomeCasino {
  /** The venue's name, empty until known. */
  readonly venueName: string;
  /** Its address as one line, empty until known. */
  readonly venueAddress: string;
  /** Settles once the venue is known, fetching it if it has not arrived (or could not be). */
  known(): Promise<void>;
}

export const HomeCasino = Symbol.for('HomeCasino');
