import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../functions/src/seed/demoMembers';
import { FAKE_WORLD_STORAGE_KEY } from '../../../src/adapters/fake/world/storedWorld';
import { InMemoryKeyValueStore } from '../../doubles/InMemoryKeyValueStore';
import { fakeBackend } from './fakeBackendFixture';

const PASSWORD = 'Velvet-Roulette-Sunrise-71';

describe('FakeWorld', () => {
  it('seeds the demo world on first use and saves it', async () => {
    const storage = new InMemoryKeyValueStore();
    const { world } = fakeBackend(storage);

    const { state } = await world.ready();

    // 17 demo logins: the 15 members, excluded@example.com (self-excluded) and desk@example.com
    // (staff, no membership).
    expect(Object.keys(state.identityUsers)).toHaveLength(17);
    expect(JSON.parse(storage.get(FAKE_WORLD_STORAGE_KEY) ?? '{}').state).toEqual(state);
    expect(world.seededAt).toBeInstanceOf(Date);
  });

  it('saves every change and restores it after a reload', async () => {
    const storage = new InMemoryKeyValueStore();
    const before = fakeBackend(storage);
    await before.auth.signUp('kept@example.com', PASSWORD);

    const after = fakeBackend(storage);

    expect(await after.auth.signIn('kept@example.com', PASSWORD)).toMatchObject({
      email: 'kept@example.com',
    });
    expect(after.world.seededAt).toEqual(before.world.seededAt);
  });

  it.each([
    ['corrupt', '{"format":"met-fake-world","state":'],
    ['foreign', JSON.stringify({ format: 'someone-else', state: {} })],
  ])('discards a %s saved world and seeds a new one in which sign-in works', async (_case, raw) => {
    const storage = new InMemoryKeyValueStore({ [FAKE_WORLD_STORAGE_KEY]: raw });
    const { auth } = fakeBackend(storage);

    const user = await auth.signIn('king@example.com', DEMO_PASSWORD);

    expect(user.email).toBe('king@example.com');
    expect(storage.get(FAKE_WORLD_STORAGE_KEY)).not.toBe(raw);
  });

  it('resets to a freshly seeded world and signs out', async () => {
    const backend = fakeBackend();
    await backend.auth.signUp('gone@example.com', PASSWORD);
    const heard: unknown[] = [];
    backend.auth.observe((user) => heard.push(user?.email ?? null));

    await backend.world.reset();

    expect(backend.auth.current()).toBeNull();
    expect(heard.at(-1)).toBeNull();
    await expect(backend.auth.signIn('gone@example.com', PASSWORD)).rejects.toMatchObject({
      reason: 'user-not-found',
    });
  });

  it('tells its listeners after each change', async () => {
    const { world, auth } = fakeBackend();
    await world.ready();
    const before = world.changes.version();

    await auth.signUp('noticed@example.com', PASSWORD);

    expect(world.changes.version()).toBeGreaterThan(before);
  });
});
