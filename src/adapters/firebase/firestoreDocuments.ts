import { DEFAULT_COUNTRY } from '../../core/domain/constants';
import type { GameOptIn, GamePlay, UserProfile } from '../../core/ports/DocumentStorePort';

/** Collections the app reads directly (spec section 7); the backend owns everything else. */
export const USERS_COLLECTION = 'users';
export const PLAYS_COLLECTION = 'games';

type StoredFields = Readonly<Record<string, unknown>>;

/**
 * Firestore Timestamps become Dates here, at the boundary. Documents written by hand may hold
 * a Date or an ISO string instead; anything else is not an instant.
 */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const millis = Date.parse(value);
    return Number.isFinite(millis) ? new Date(millis) : null;
  }
  if (typeof value === 'object' && value !== null && 'toDate' in value) {
    const toDateOf = (value as { toDate: unknown }).toDate;
    if (typeof toDateOf === 'function') return toDate(toDateOf.call(value));
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
    memberships: Array.isArray(data.memberships) ? data.memberships.map(String) : [],
    gameOptin: Array.isArray(data.gameOptin) ? data.gameOptin.flatMap(toGameOptIn) : [],
  };
}

/** An opt-in entry without a readable game id and instant cannot count, so it is left out. */
function toGameOptIn(entry: unknown): GameOptIn[] {
  if (typeof entry !== 'object' || entry === null) return [];
  const { gameId, timestamp } = entry as StoredFields;
  const when = toDate(timestamp);
  if ((typeof gameId !== 'string' && typeof gameId !== 'number') || when === null) return [];
  return [{ gameId: String(gameId), timestamp: when }];
}

/** True for a stored opt-in entry of `gameId` (the one a new opt-in replaces). */
export function isOptInOf(entry: unknown, gameId: string): boolean {
  if (typeof entry !== 'object' || entry === null) return false;
  return String((entry as StoredFields).gameId) === gameId;
}

/** A play of the games collection; null when its instant cannot be read. */
export function toGamePlay(data: StoredFields): GamePlay | null {
  const timestamp = toDate(data.timestamp);
  if (timestamp === null) return null;
  return {
    userId: String(data.userId),
    gameId: String(data.gameId),
    timestamp,
    prizeName: typeof data.prizeName === 'string' ? data.prizeName : '',
    win: data.win === true,
  };
}
