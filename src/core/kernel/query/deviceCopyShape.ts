import type { UserProfile } from '../../ports/DocumentStorePort';

/** The shape DeviceCopy keeps on the device, and the checks a stored value must pass to be read. */

export interface SavedAnswer {
  /** When the answer was fetched, in ms since the epoch. */
  savedAt: number;
  value: unknown;
}

export interface SavedAnswers {
  uid: string;
  answers: Record<string, SavedAnswer>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isDeviceCopy(value: unknown): value is SavedAnswers {
  if (!isRecord(value) || typeof value.uid !== 'string' || !isRecord(value.answers)) return false;
  return Object.values(value.answers).every(
    (answer) => isRecord(answer) && isSavedAt(answer.savedAt) && 'value' in answer,
  );
}

/** When an answer was fetched: a real instant after 1970, so the offline note can show it. */
function isSavedAt(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) > 0;
}

export function isSavedProfile(value: unknown): value is Omit<UserProfile, 'gameOptin'> {
  return (
    isRecord(value) &&
    typeof value.uid === 'string' &&
    typeof value.email === 'string' &&
    typeof value.emailVerified === 'boolean' &&
    typeof value.country === 'string' &&
    Array.isArray(value.memberships) &&
    value.memberships.every((id) => typeof id === 'string')
  );
}
