import { daysBetween } from '@met/scheme';
import { londonDayKey } from '../kernel/londonTime';
import { messages } from '../kernel/messages';

/**
 * An offer is flagged 'expires soon' from this many days before its last day (inclusive).
 * Not in the spec: a week is long enough to plan a visit to the casino.
 */
const EXPIRING_SOON_DAYS = 7;

/**
 * True when an offer's last day ('yyyy-MM-dd', inclusive) is today or within the next
 * EXPIRING_SOON_DAYS days on the London calendar; false once it has expired or when malformed.
 */
export function isOfferExpiringSoon(expiresOn: string, now: Date): boolean {
  // A malformed day gives NaN days left, which fails both comparisons below.
  const daysLeft = daysBetween(londonDayKey(now), expiresOn);
  return daysLeft >= 0 && daysLeft <= EXPIRING_SOON_DAYS;
}

/**
 * The terms a member reads on an offer (Gambling Commission SR code 5.1.1: every incentive shows
 * its terms): the record's own, else the scheme's standard terms.
 */
export function offerTerms(recordTerms: string): string {
  const own = recordTerms.trim();
  return own === '' ? messages.incentives.standardOfferTerms : own;
}
