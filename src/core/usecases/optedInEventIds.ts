import { OPTIN_IDS_KEY } from '../domain/constants';
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

export function writeOptedInEventIds(device: KeyValueStorePort, ids: readonly string[]): void {
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
