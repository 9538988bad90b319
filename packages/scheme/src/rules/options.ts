/**
 * Option lists a member chooses from and the backend accepts (spec-decisions 16 and 20): the
 * values on the wire are these words, so the app's forms and the request schemas share them.
 */

export const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr'] as const;
export type Title = (typeof TITLES)[number];

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
