import type { EngagementEvent } from '@met/scheme/contract';

/**
 * One customer_engagement event as stored (analytics-recordEngagement): what the app reported,
 * the venue, the London day and the server's time. Nothing that names the member: no uid, no
 * membership number, no email, no address (DECISIONS.md "Analytics and session recording").
 */
export type EngagementRecord = EngagementEvent & {
  /** The member's home casino (17 read as 6). */
  venueId: number;
  /** The Europe/London calendar day of `at`, 'yyyy-MM-dd': what the operator counts by. */
  londonDay: string;
  /** ISO instant, the server's clock. */
  at: string;
  /** ISO instant the record is deleted at (the store's TTL): 14 months after `at`. */
  expiresAt: string;
};

/** The usage statistics: appended to, never changed; read by the operator, closed to clients. */
export interface EngagementLog {
  /** Keeps one event under an id of the store's own choosing (never one made from its content). */
  append(record: EngagementRecord): Promise<void>;
  /** The events of one London day, in no particular order: the operator's query. */
  onDay(londonDay: string): Promise<EngagementRecord[]>;
}
