/**
 * The usage statistics the app sends once the member agreed (analytics-recordEngagement;
 * DECISIONS.md "Analytics and session recording"): how many a login may send, how long one is
 * kept, and the record kept, which names no one.
 */
import { londonDayKey, remapHomeCasino } from '@met/scheme';
import { CallableError, type EngagementEvent } from '@met/scheme/contract';
import type { EngagementRecord } from '../ports/EngagementLog';
import type { RateLimiter } from '../ports/RateLimiter';

/**
 * Events one login may send in an hour. A member opts in to a few games and events and spins
 * once a game a day; 60 is far above that, and few enough that a script holding a login cannot
 * fill the statistics.
 */
export const ENGAGEMENTS_PER_HOUR = 60;
const HOUR_MS = 60 * 60 * 1000;

/** How long an event is kept: a year of statistics and the same month of the year before. */
const ENGAGEMENT_RETENTION_MONTHS = 14;

export const TOO_MANY_ENGAGEMENTS =
  'This app has sent too many usage events in the last hour. Please try again later.';

/**
 * Counts one event against the caller's login, or refuses it with resource-exhausted. The
 * limiter keeps the key only as a hash, and for the hour only (RateLimiter).
 */
export async function admitEngagement(
  rateLimiter: RateLimiter,
  uid: string,
  now: Date,
): Promise<void> {
  const key = `engagement|uid|${uid}`;
  if (!(await rateLimiter.tryConsume(key, ENGAGEMENTS_PER_HOUR, HOUR_MS, now))) {
    throw new CallableError('resource-exhausted', TOO_MANY_ENGAGEMENTS);
  }
}

/**
 * ENGAGEMENT_RETENTION_MONTHS calendar months after `at` (UTC), on the same day of the month or,
 * when that month is shorter, its last day: 31 December is kept until the end of February.
 */
export function engagementExpiry(at: Date): Date {
  const months = at.getUTCMonth() + ENGAGEMENT_RETENTION_MONTHS;
  const year = at.getUTCFullYear() + Math.floor(months / 12);
  const month = months % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const expiry = new Date(at);
  expiry.setUTCFullYear(year, month, Math.min(at.getUTCDate(), lastDay));
  return expiry;
}

/** The record kept for an event: the event as the app sent it, where and when; never who. */
export function toEngagementRecord(
  event: EngagementEvent,
  homeCasino: number,
  now: Date,
): EngagementRecord {
  return {
    ...event,
    venueId: remapHomeCasino(homeCasino),
    londonDay: londonDayKey(now),
    at: now.toISOString(),
    expiresAt: engagementExpiry(now).toISOString(),
  };
}
