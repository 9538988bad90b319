import { DOCUMENT_COLLECTIONS } from '@met/scheme/documents';
import { DEFAULT_COUNTRY } from '../../core/kernel/constants';
import type { GameOptin, GamePlay, UserProfile } from '../../core/ports/DocumentStorePort';

/** Collections the app reads directly (spec section 7); the backend owns everything else. */
export const USERS_COLLECTION = DOCUMENT_COLLECTIONS.users;
export const PLAYS_COLLECTION = DOCUMENT_COLLECTIONS.plays;

type StoredFields = Readonly<Record<string, unknown>>;

/** An ISO 8601 date and time with its offset, as the backend writes instants on the wire. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Firestore Timestamps become Dates here, at the boundary. Documents written by hand may hold
 * a Date or an ISO 8601 instant instead; anything else ('1', 'June 5') is not an instant.
 */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const millis = ISO_INSTANT.test(value) ? Date.parse(value) : Number.NaN;
    return Number.isFinite(millis) ? new Date(millis) : null;
  }
  if (typeof value === 'object' && value !== null && 'toDate' in value) {
    const toDateOf = (value as { toDate: unknown }).toDate;
    if (typeof toDateOf !== 'function') return null;
    try {
      const converted: unknown = toDateOf.call(value);
      return converted instanceof Date ? toDate(converted) : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** users/{uid} with defaults for missing fields (country 'gb', empty lists). */
export function toUserProfile(uid: string, data: StoredFields): UserProfile {
  return {
    uid,
    email: typeof data.email === 'string' ? data.email : '',
    emailVerified: data.emailVerified === true,
    country:
      typeof data.country === 'string' && data.country !== '' ? data.country : DEFAULT_COUNTRY,
    memberships: Array.isArray(data.memberships) ? data.memberships.flatMap(toMembership) : [],
    gameOptin: Array.isArray(data.gameOptin) ? data.gameOptin.flatMap(toGameOptin) : [],
  };
}

/**
 * A membership number, as text or (edited by hand) a whole number. Anything else is left out:
 * a damaged entry must not read as a linked membership.
 */
function toMembership(entry: unknown): string[] {
  if (typeof entry === 'string') return entry === '' ? [] : [entry];
  return Number.isSafeInteger(entry) && (entry as number) > 0 ? [String(entry)] : [];
}

/** An opt-in entry without a readable game id and instant cannot count, so it is left out. */
function toGameOptin(entry: unknown): GameOptin[] {
  if (typeof entry !== 'object' || entry === null) return [];
  const { gameId, timestamp } = entry as StoredFields;
  const when = toDate(timestamp);
  if (!isGameId(gameId) || when === null) return [];
  return [{ gameId: String(gameId), timestamp: when }];
}

/** True for a stored opt-in entry of `gameId` (the one a new opt-in replaces). */
export function isOptInOf(entry: unknown, gameId: string): boolean {
  if (typeof entry !== 'object' || entry === null) return false;
  const stored = (entry as StoredFields).gameId;
  return isGameId(stored) && String(stored) === gameId;
}

function isGameId(value: unknown): value is string | number {
  return typeof value === 'string' || typeof value === 'number';
}

/** A play of the games collection; null when its instant, member or game cannot be read. */
export function toGamePlay(data: StoredFields): GamePlay | null {
  const timestamp = toDate(data.timestamp);
  const { userId, gameId } = data;
  if (timestamp === null || typeof userId !== 'string' || !isGameId(gameId)) return null;
  return {
    userId,
    gameId: String(gameId),
    timestamp,
    prizeName: typeof data.prizeName === 'string' ? data.prizeName : '',
    win: data.win === true,
  };
}
