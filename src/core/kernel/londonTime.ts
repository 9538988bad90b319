/**
 * The Europe/London calendar day of an instant, as 'yyyy-MM-dd' (spec-decisions 6): the scheme's
 * rule, on Intl rather than date-fns, so the signed-out pages' date-of-birth checks need no
 * date library.
 */
export { londonDayKey } from '@met/scheme';

export function isValidInstant(value: Date): boolean {
  return value instanceof Date && !Number.isNaN(value.getTime());
}
