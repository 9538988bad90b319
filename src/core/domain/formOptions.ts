/** Fixed option lists of the forms (spec-decisions 16 and 20; titles and genders: our choice). */

export const TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'] as const;
export type Title = (typeof TITLES)[number];

export const GENDERS = ['Male', 'Female', 'Other', 'Prefer not to say'] as const;
export type Gender = (typeof GENDERS)[number];

export const SUPPORT_TOPICS = [
  'Account',
  'Offers and vouchers',
  'Spin To Win',
  'Events',
  'Restaurant',
  'Other',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const INTERESTS = [
  'Slots',
  'Electronic roulette',
  'Table games',
  'Poker',
  'Dining',
  'Live entertainment',
  'Sport',
  'Tournaments',
] as const;
export type Interest = (typeof INTERESTS)[number];

export const COMMUNICATION_CHANNELS = ['email', 'sms', 'push', 'post'] as const;
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
