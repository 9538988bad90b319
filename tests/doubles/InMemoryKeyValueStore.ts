import type { KeyValueStorePort } from '../../src/core/ports/KeyValueStorePort';

/** Local storage as a Map; tests may seed raw (even corrupt) values. */
export class InMemoryKeyValueStore implements KeyValueStorePort {
  readonly values = new Map<string, string>();

  constructor(seed: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(seed)) this.values.set(key, value);
  }

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }
}
