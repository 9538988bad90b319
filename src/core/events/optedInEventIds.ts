import { LAST_USER_KEY, OPTIN_IDS_KEY } from '../kernel/constants';
import type { KeyValueStorePort } from '../ports/KeyValueStorePort';

/**
 * The ids of events the member opted in to, kept on the device under metro_optinids as a JSON
 * array of strings. A value that is not one (corrupt or from an old version) is discarded.
 */
export function readOptedInEventIds(device: KeyValueStorePort): string[] {
  const raw = device.get(OPTIN_IDS_KEY);
  if (raw === null) return [];
  const ids = parseIds(raw);
  if (ids === null) device.remove(OPTIN_IDS_KEY);
  return ids ?? [];
}

/** Whose session is open on this device (metro_last_user), or null when nobody's is. */
export function memberOnDevice(device: KeyValueStorePort): string | null {
  return device.get(LAST_USER_KEY);
}

/**
 * Keeps `ids` as member `uid`'s RSVPs, while that member's session is the one open on this
 * device (metro_last_user: set when a session begins, removed on sign-out). An answer that
 * arrives after sign-out, or after another member has signed in, is not kept: a shared phone
 * keeps nothing of the last member, and never shows their RSVPs as the next one's.
 */
export function writeOptedInEventIds(
  device: KeyValueStorePort,
  uid: string | null,
  ids: readonly string[],
): void {
  if (uid === null || memberOnDevice(device) !== uid) return;
  device.set(OPTIN_IDS_KEY, JSON.stringify([...new Set(ids)]));
}

function parseIds(raw: string): string[] | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value) || !value.every((id) => typeof id === 'string')) return null;
    return value;
  } catch {
    return null;
  }
}
