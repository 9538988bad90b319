import { expect } from 'vitest';
import type { KeyValueStorePort } from '../../src/core/ports/KeyValueStorePort';
import type { FixtureFactory, SuiteApi } from './BackendFixture';

/** What every KeyValueStorePort adapter does with small strings. */
export function keyValueStorePortContract(
  { describe, it }: SuiteApi,
  makeStore: FixtureFactory<KeyValueStorePort>,
): void {
  describe('KeyValueStorePort contract', () => {
    it('answers null for a key never set', async () => {
      const store = await makeStore();

      expect(store.get('metro_optinids')).toBeNull();
    });

    it.each([
      ['a plain string', 'metro_last_user', 'demo-king'],
      ['an empty string', 'empty', ''],
      ['JSON text', 'metro_optinids', '["event-1","event-2"]'],
      ['text beyond ASCII', 'greeting', 'Cześć £5 🎰'],
    ])('keeps %s as it was set', async (_case, key, value) => {
      const store = await makeStore();

      store.set(key, value);

      expect(store.get(key)).toBe(value);
    });

    it('replaces a value set again and keeps keys apart', async () => {
      const store = await makeStore();

      store.set('a', 'first');
      store.set('b', 'other');
      store.set('a', 'second');

      expect(store.get('a')).toBe('second');
      expect(store.get('b')).toBe('other');
    });

    it('removes a key; removing an absent key is fine', async () => {
      const store = await makeStore();
      store.set('a', 'value');

      store.remove('a');
      store.remove('never-set');

      expect(store.get('a')).toBeNull();
    });
  });
}
