/** Fixed option lists of the forms (spec-decisions 16 and 20; titles and genders: our choice). */

// Titles, support topics and interests are values on the wire: their lists are the scheme's
// (@met/scheme), shared with the backend.

export const GENDERS = ['Male', 'Female', 'Other', 'Prefer not to say'] as const;
export type Gender = (typeof GENDERS)[number];

export const COMMUNICATION_CHANNELS = ['email', 'sms', 'phone', 'post'] as const;
export type CommunicationChannel = (typeof COMMUNICATION_CHANNELS)[number];

/**
 * The casinos a new member can choose as home casino when joining (members-registerAccount
 * checks the id against its venues). No callable lists venues, so the list lives here.
 */
export const HOME_CASINOS = [
  { id: 6, name: 'The Metropolitan Mayfair' },
  { id: 9, name: 'The Metropolitan Manchester' },
  { id: 12, name: 'The Metropolitan Edinburgh' },
] as const;
