import { describe, expect, it } from 'vitest';
import { seedState } from '../../../functions/src/seed/seedState';
import { parseStoredWorld, serialiseWorld } from '../../../src/adapters/fake/world/storedWorld';

const SEEDED_AT = '2026-03-10T12:00:00.000Z';

async function storedWith(change: (stored: Record<string, unknown>) => void): Promise<string> {
  const stored = JSON.parse(serialiseWorld(SEEDED_AT, await seedState(new Date(SEEDED_AT))));
  change(stored);
  return JSON.stringify(stored);
}

describe('parseStoredWorld', () => {
  it('reads back a saved world as it was', async () => {
    const state = await seedState(new Date(SEEDED_AT));

    const parsed = parseStoredWorld(serialiseWorld(SEEDED_AT, state));

    expect(parsed).toEqual({ format: 'met-fake-world', seededAt: SEEDED_AT, state });
  });

  it.each([
    ['nothing stored', null],
    ['text that is not JSON', '{"format": "met-fake-wor'],
    ['JSON that is not an object', '[1, 2, 3]'],
    ['another app value', '{"theme":"dark"}'],
  ])('refuses %s', (_case, raw) => {
    expect(parseStoredWorld(raw)).toBeNull();
  });

  it.each<[string, (stored: Record<string, unknown>) => void]>([
    ['an older format', (stored) => (stored.format = 'met-fake-world-v0')],
    ['a seed date that is not a date', (stored) => (stored.seededAt = 'yesterday')],
    ['another state version', (stored) => ((stored.state as Record<string, unknown>).version = 99)],
    ['a missing collection', (stored) => delete (stored.state as Record<string, unknown>).users],
    [
      'a login without its password hash',
      (stored) => {
        const logins = (stored.state as { identityUsers: Record<string, Record<string, unknown>> })
          .identityUsers;
        delete Object.values(logins)[0]?.passwordHash;
      },
    ],
    [
      'a profile whose memberships are not a list',
      (stored) => {
        const users = (stored.state as { users: Record<string, Record<string, unknown>> }).users;
        const first = Object.values(users)[0];
        if (first) first.memberships = '100104';
      },
    ],
  ])('refuses a stored world with %s', async (_case, change) => {
    expect(parseStoredWorld(await storedWith(change))).toBeNull();
  });
});
