import { Timestamp } from 'firebase-admin/firestore';
import { isIsoInstant } from '@met/scheme/contract';

/**
 * Instants are Firestore Timestamps in the database (so they sort and compare as time, and the
 * rules can compare them with request.time) and ISO strings everywhere else: this is the
 * boundary.
 */
export function toTimestamp(iso: string): Timestamp {
  if (!isIsoInstant(iso)) throw new RangeError(`Not an ISO instant: ${iso}`);
  return Timestamp.fromMillis(Date.parse(iso));
}

/** A stored instant as ISO; strings and Dates are accepted too (documents written by hand). */
export function toIso(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (isIsoInstant(value)) return new Date(value).toISOString();
  if (isTimestampLike(value)) return value.toDate().toISOString();
  throw new TypeError(`Not a stored instant: ${String(value)}`);
}

function isTimestampLike(value: unknown): value is { toDate(): Date } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toDate?: unknown }).toDate === 'function'
  );
}
