import { formatLondonDate, formatLondonNumericDate, formatLondonTime } from '@met/scheme';
import { NUMBER_LOCALE } from './constants';
import { isValidInstant } from './londonTime';

/**
 * Formats shown to members (spec section 9, spec-decisions 23), all on the London clock: the
 * dates and times are the scheme's (DATE_DISPLAY_FORMAT, TIER_RESET_DATE_FORMAT and
 * TIME_DISPLAY_FORMAT, written with Intl), which the backend's messages share.
 */

const wholeNumber = new Intl.NumberFormat(NUMBER_LOCALE, {
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const twoDecimals = new Intl.NumberFormat(NUMBER_LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function finiteOrZero(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/** '1st Mar 2026'; an invalid date gives '' so a view never shows 'Invalid Date'. */
export function formatDate(date: Date): string {
  return isValidInstant(date) ? formatLondonDate(date) : '';
}

/** '01/03/2026'; an invalid date gives ''. */
export function formatTierResetDate(date: Date): string {
  return isValidInstant(date) ? formatLondonNumericDate(date) : '';
}

/** '18,000': en-GB, no decimals. */
export function formatPoints(value: number): string {
  return wholeNumber.format(finiteOrZero(value));
}

/** A movement of points read aloud and shown: '+420' earned, '−600' (a minus sign) spent. */
export function formatSignedPoints(value: number): string {
  return `${value >= 0 ? '+' : '−'}${formatPoints(Math.abs(value))}`;
}

/** '1,234.50': en-GB, exactly two decimals. */
export function formatDecimal(value: number): string {
  return twoDecimals.format(finiteOrZero(value));
}

/** '1st Mar 2026' for a 'yyyy-MM-dd' calendar day (an offer's expiry); '' when malformed. */
export function formatDayKey(dayKey: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dayKey)) return '';
  // Midday UTC falls on the same calendar day in London, summer or winter.
  return formatDate(new Date(`${dayKey}T12:00:00.000Z`));
}

/** '7:30pm' on the London clock; an invalid date gives ''. */
export function formatTime(date: Date): string {
  return isValidInstant(date) ? formatLondonTime(date) : '';
}
