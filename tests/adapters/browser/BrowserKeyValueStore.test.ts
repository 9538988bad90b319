// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserKeyValueStore } from '../../../src/adapters/browser/BrowserKeyValueStore';
import { keyValueStorePortContract } from '../../contracts/KeyValueStorePort.contract';

beforeEach(() => {
  localStorage.clear();
});

keyValueStorePortContract({ describe, it }, async () => new BrowserKeyValueStore());

describe('BrowserKeyValueStore when storage fails', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps values in localStorage itself, where the next page load finds them', () => {
    new BrowserKeyValueStore().set('metro_last_user', 'demo-king');

    expect(new BrowserKeyValueStore().get('metro_last_user')).toBe('demo-king');
    expect(localStorage.getItem('metro_last_user')).toBe('demo-king');
  });

  it('ignores a full quota and reads as empty when reading throws, never throwing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const store = new BrowserKeyValueStore();

    expect(() => store.set('a', 'value')).not.toThrow();
    expect(() => store.remove('a')).not.toThrow();
    expect(store.get('a')).toBeNull();
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('reads as empty when the browser blocks localStorage altogether', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const store = new BrowserKeyValueStore();

    expect(() => store.set('a', 'value')).not.toThrow();
    expect(store.get('a')).toBeNull();
  });
});
