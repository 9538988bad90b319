/** Small string values kept on the device (local storage). */
export interface KeyValueStorePort {
  /** The stored string, or null when absent or when storage cannot be read. Never throws. */
  get(key: string): string | null;

  /** Stores `value` under `key`; a full or unavailable storage is ignored. Never throws. */
  set(key: string, value: string): void;

  /** Removes `key`; absent keys are fine. Never throws. */
  remove(key: string): void;
}

export const KeyValueStorePort = Symbol('KeyValueStorePort');
