/**
 * Where each port keeps its documents. 'users' and 'games' are named by the spec (the app reads
 * them directly); the rest belong to the backend alone and are closed to clients by the rules.
 */
export const COLLECTIONS = {
  /** users/{uid}: UserProfile. */
  users: 'users',
  /** games/{userId|gameId|londonDay}: one GamePlay; the id makes a second spin that day fail. */
  plays: 'games',
  /** membershipLinks/{customerNumber}: { uid } of the login holding that membership. */
  membershipLinks: 'membershipLinks',
  /** members/{customerNumber}: MemberRecord plus emailLower. */
  members: 'members',
  /** memberEmails/{emailLower}: { customerNumber }, so two joins cannot share an email. */
  memberEmails: 'memberEmails',
  /** counters/{name}: { next } for customer numbers and support ticket references. */
  counters: 'counters',
  venues: 'venues',
  restaurants: 'restaurants',
  /** vouchers/{voucherId}: VoucherRecord (audience.customerNumber or audience.tiers). */
  vouchers: 'vouchers',
  benefits: 'benefits',
  events: 'events',
  /** events/{eventId}/rsvps/{customerNumber}: RsvpRecord. */
  rsvps: 'rsvps',
  /** spinGames/{gameId}: Game plus prizes (wheel segments in order). */
  spinGames: 'spinGames',
  supportTickets: 'supportTickets',
  /** rateLimits/{encoded key}: { uses: Timestamp[] }. */
  rateLimits: 'rateLimits',
} as const;

export const COUNTERS = {
  customerNumber: 'customerNumber',
  supportTicket: 'supportTicket',
} as const;

/** A document id for a key that may contain '/', which Firestore ids cannot. */
export function documentIdFor(...parts: string[]): string {
  return parts.map((part) => encodeURIComponent(part)).join('|');
}
