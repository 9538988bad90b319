/**
 * The limit on marketing consent changes (issue 26): each change of the member's channels counts
 * against the membership; stop all marketing is never counted nor refused (PECR: the right to
 * object to direct marketing is absolute).
 */
import { CONSENT_CHANGE_WINDOW_MS, CONSENT_CHANGES_PER_HOUR } from '@met/scheme';
import { CallableError } from '@met/scheme/contract';
import type { RateLimiter } from '../ports/RateLimiter';

export const TOO_MANY_CONSENT_CHANGES =
  'You have changed your marketing choices many times in the last hour. Please try again later. Stop all marketing always works.';

/**
 * Counts one change of the membership's consent, or refuses it with resource-exhausted. Called
 * only for a request that changes a channel: a request that changes nothing adds no history.
 */
export async function admitConsentChange(
  rateLimiter: RateLimiter,
  customerNumber: string,
  now: Date,
): Promise<void> {
  const key = `consent-change|member|${customerNumber}`;
  if (
    !(await rateLimiter.tryConsume(key, CONSENT_CHANGES_PER_HOUR, CONSENT_CHANGE_WINDOW_MS, now))
  ) {
    throw new CallableError('resource-exhausted', TOO_MANY_CONSENT_CHANGES);
  }
}
