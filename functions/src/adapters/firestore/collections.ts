import { DOCUMENT_COLLECTIONS } from '@met/scheme/documents';

/**
 * Where each port keeps its documents. 'users' and 'games' are named by the spec (the app reads
 * them directly); the rest belong to the backend alone and are closed to clients by the rules.
 */
export const COLLECTIONS = {
  /** users/{uid}: a UserDocument (@met/scheme/documents). */
  users: DOCUMENT_COLLECTIONS.users,
  /**
   * games/{customerNumber|gameId|londonDay}: one PlayDocument (@met/scheme/documents); the id
   * makes a second spin that day by the same membership fail, from whichever login
   * (spec-decisions 6).
   */
  plays: DOCUMENT_COLLECTIONS.plays,
  /** membershipLinks/{customerNumber}: { uid } of the login holding that membership. */
  membershipLinks: 'membershipLinks',
  /** members/{customerNumber}: MemberRecord plus emailLower. */
  members: 'members',
  /**
   * members/{customerNumber}/consentHistory/{London day 'yyyy-MM-dd'}: { day, entries }, that
   * day's marketing consent entries oldest first, kept apart so the member's record never grows
   * with them.
   */
  consentHistory: 'consentHistory',
  /** memberEmails/{documentIdFor(emailLower)}: { customerNumber }, so two joins cannot share an email. */
  memberEmails: 'memberEmails',
  /** counters/{name}: { next } for customer numbers and support ticket references. */
  counters: 'counters',
  /** passkeys/{credentialId}: StoredPasskey. */
  passkeys: 'passkeys',
  /** passkeyChallenges/{challenge}: PasskeyChallenge; expiresAt is the TTL policy's field. */
  passkeyChallenges: 'passkeyChallenges',
  venues: 'venues',
  restaurants: 'restaurants',
  /** vouchers/{voucherId}: VoucherRecord (audience.customerNumber or audience.tiers). */
  vouchers: 'vouchers',
  benefits: 'benefits',
  events: 'events',
  /** events/{eventId}/rsvps/{customerNumber}: RsvpRecord. */
  rsvps: 'rsvps',
  /** spinGames/{gameId}: a SpinGameDocument (@met/scheme/documents). */
  spinGames: DOCUMENT_COLLECTIONS.spinGames,
  /** supportTickets/{T-000001}: the ticket, its uid or null, and the requestId that filed it. */
  supportTickets: 'supportTickets',
  /** supportTicketRequests/{requestId}: { ticketId }, so a retried submit files no second ticket. */
  supportTicketRequests: 'supportTicketRequests',
  /**
   * rateLimits/{limiterRecordId(key)}: { uses: Timestamp[], expiresAt: Timestamp }; expiresAt is
   * the field of the collection group's TTL policy (docs/BACKEND.md).
   */
  rateLimits: 'rateLimits',
  /** applePassRegistrations/{documentIdFor(device, serial)}: PassRegistration (Apple Wallet). */
  applePassRegistrations: 'applePassRegistrations',
  /** applePassUpdates/{documentIdFor(serial)}: { tag } of the pass's last change. */
  applePassUpdates: 'applePassUpdates',
  /** applePassTokens/{token hash}: IssuedPass, one per pass a link served (Apple Wallet). */
  applePassTokens: 'applePassTokens',
  /** applePassLinks/{documentIdFor(ticket id)}: { expiresAt } of a pass link already used. */
  applePassLinks: 'applePassLinks',
  /**
   * applePassLog/{documentIdFor(day)} and /{documentIdFor(day, caller key)}: { lines, dropped,
   * expiresAt } the log endpoint logged and dropped that day, in all and per caller.
   */
  applePassLog: 'applePassLog',
  /** deletionReceipts/{uid}: the receipt of a login's deletion, no email. */
  deletionReceipts: 'deletionReceipts',
  /** redemptions/{documentIdFor(customerNumber, voucherId)}: a Redemption, once. */
  redemptions: 'redemptions',
  /** deskAudit/{auto id}: a DeskAuditEntry, every scan and redemption at a desk. */
  deskAudit: 'deskAudit',
  /**
   * engagementEvents/{auto id}: an EngagementRecord, a usage event sent with the member's consent
   * (analytics-recordEngagement), with no uid; expiresAt is the TTL policy's field.
   */
  engagementEvents: 'engagementEvents',
} as const;

export const COUNTERS = {
  customerNumber: 'customerNumber',
  supportTicket: 'supportTicket',
} as const;

/**
 * The document id of a key built from any text (an email, ids, a day), one or several parts:
 * each part percent-encoded, '.' and '_' included, so an id never holds '/', is never '.' or
 * '..', and never has the reserved __name__ form, whatever a member typed.
 */
export function documentIdFor(...parts: string[]): string {
  return parts.map(encodePart).join('|');
}

function encodePart(part: string): string {
  return encodeURIComponent(part).replace(/\./g, '%2E').replace(/_/g, '%5F');
}

/** The id of a play: one per membership, game and Europe/London day. */
export function playDocumentId(customerNumber: string, gameId: string, londonDay: string): string {
  return documentIdFor(customerNumber, gameId, londonDay);
}

const MAX_DOCUMENT_ID_BYTES = 1_500;

/**
 * Whether an id a caller sent (a voucher or game id) can name one document of a collection as it
 * stands: no '/', not '.' or '..', not __name__, at most 1,500 bytes. One that cannot names no
 * document, so a lookup answers "not found" instead of failing or reaching a nested path.
 */
export function isDocumentId(id: string): boolean {
  return (
    id.length > 0 &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/.test(id) &&
    new TextEncoder().encode(id).length <= MAX_DOCUMENT_ID_BYTES
  );
}
