import { injectable } from 'inversify';
import type { KeyValueStorePort } from '../../core/ports/KeyValueStorePort';

/**
 * localStorage. Private browsing, a full quota or storage blocked by the browser (where even
 * reading `window.localStorage` throws) make it read as empty and ignore writes: the app then
 * forgets small preferences, which is better than breaking a flow.
 */
@injectable()
export class BrowserKeyValueStore implements KeyValueStorePort {
  #warned = false;

  get(key: string): string | null {
    try {
      return storage()?.getItem(key) ?? null;
    } catch (error) {
      this.#warnOnce('read', error);
      return null;
    }
  }

  set(key: string, value: string): void {
    try {
      storage()?.setItem(key, value);
    } catch (error) {
      this.#warnOnce('write', error);
    }
  }

  remove(key: string): void {
    try {
      storage()?.removeItem(key);
    } catch (error) {
      this.#warnOnce('remove', error);
    }
  }

  // One warning per page is enough to explain why preferences are not kept.
  #warnOnce(action: string, error: unknown): void {
    if (this.#warned) return;
    this.#warned = true;
    console.warn(`Local storage is unavailable (${action} failed); values are not kept`, error);
  }
}

function storage(): Storage | null {
  return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
}
