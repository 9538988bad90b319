import type { Page } from '@playwright/test';
import { FAKE_WORLD_STORAGE_KEY } from '../../../../src/adapters/fake/world/storedWorld';

/** One thing the app left on the device, flattened to text for searching. */
export interface DeviceRecord {
  /** Where it is: 'localStorage met_x', 'IndexedDB db/store key', 'Cache Storage cache url'. */
  where: string;
  /** The value as text; binary values also as base64, so an image's bytes can be matched. */
  text: string;
  /** For Cache Storage entries: URL and body, so a caller can tell app files from member data. */
  cached?: { url: string; bodyBase64: string };
}

/**
 * Everything the page's origin keeps: localStorage, sessionStorage, every IndexedDB database and
 * object store, every Cache Storage cache and entry body.
 *
 * The fake world's own key (`met-fake-world:v1`) is left out: it is the simulated backend (the
 * casino's CRM and Firestore), which in production lives on servers, not the device's app data.
 * Its session key (`met-fake-world:v1:session`, standing in for Firebase Auth's persistence) is
 * kept in the scan: a signed-out device must not hold that either.
 */
export async function readDeviceData(page: Page): Promise<DeviceRecord[]> {
  return page.evaluate(async (simulatedBackendKey) => {
    const records: { where: string; text: string; cached?: { url: string; bodyBase64: string } }[] =
      [];

    const base64Of = (bytes: Uint8Array) => {
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    };
    const bytesAsText = (bytes: Uint8Array) =>
      `${new TextDecoder().decode(bytes)}\n${base64Of(bytes)}`;

    // Structured-clone values (what IndexedDB holds) to searchable text, binary included.
    const flatten = async (value: unknown): Promise<string> => {
      if (value instanceof Blob) return bytesAsText(new Uint8Array(await value.arrayBuffer()));
      if (value instanceof ArrayBuffer) return bytesAsText(new Uint8Array(value));
      if (ArrayBuffer.isView(value)) {
        return bytesAsText(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      }
      if (value instanceof Map) return flatten([...value.entries()]);
      if (value instanceof Set) return flatten([...value.values()]);
      if (Array.isArray(value)) return (await Promise.all(value.map(flatten))).join('\n');
      if (value !== null && typeof value === 'object') {
        const parts = await Promise.all(
          Object.entries(value).map(async ([key, inner]) => `${key}: ${await flatten(inner)}`),
        );
        return parts.join('\n');
      }
      return String(value);
    };

    for (const [name, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key === null || (name === 'localStorage' && key === simulatedBackendKey)) continue;
        records.push({ where: `${name} ${key}`, text: `${key}\n${storage.getItem(key) ?? ''}` });
      }
    }

    const request = <T>(idbRequest: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        idbRequest.onsuccess = () => resolve(idbRequest.result);
        idbRequest.onerror = () => reject(idbRequest.error);
      });
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const opening = indexedDB.open(name);
      // A database that only exists half-made would be created by open(): drop that attempt.
      opening.onupgradeneeded = () => opening.transaction?.abort();
      const database = await request(opening).catch(() => null);
      if (database === null) continue;
      for (const store of [...database.objectStoreNames]) {
        const objectStore = database.transaction(store, 'readonly').objectStore(store);
        const [keys, values] = await Promise.all([
          request(objectStore.getAllKeys()),
          request(objectStore.getAll()),
        ]);
        for (const [index, value] of values.entries()) {
          records.push({
            where: `IndexedDB ${name}/${store} ${String(keys[index])}`,
            text: `${await flatten(keys[index])}\n${await flatten(value)}`,
          });
        }
      }
      database.close();
    }

    if ('caches' in globalThis) {
      for (const cacheName of await caches.keys()) {
        const cache = await caches.open(cacheName);
        for (const cachedRequest of await cache.keys()) {
          const response = await cache.match(cachedRequest);
          const body = response ? new Uint8Array(await response.arrayBuffer()) : new Uint8Array();
          records.push({
            where: `Cache Storage ${cacheName} ${cachedRequest.url}`,
            text: `${cachedRequest.url}\n${bytesAsText(body)}`,
            cached: { url: cachedRequest.url, bodyBase64: base64Of(body) },
          });
        }
      }
    }
    return records;
  }, FAKE_WORLD_STORAGE_KEY);
}

/** Every (record, marker) pair where a marker of the member is found in what the device keeps. */
export function tracesOf(
  records: readonly DeviceRecord[],
  markers: readonly string[],
): { where: string; marker: string }[] {
  return records.flatMap((record) =>
    markers
      .filter((marker) => record.text.includes(marker))
      .map((marker) => ({ where: record.where, marker })),
  );
}
