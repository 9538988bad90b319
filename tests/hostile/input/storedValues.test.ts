import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedState } from '../../../functions/src/seed';
import { demoUid } from '../../../functions/src/seed';
import {
  FAKE_WORLD_STORAGE_KEY,
  parseStoredWorld,
  serialiseWorld,
} from '../../../src/adapters/fake/world/storedWorld';
import { LAST_USER_KEY, OPTIN_IDS_KEY } from '../../../src/core/kernel/constants';
import { EventsStore } from '../../../src/core/events/EventsStore';
import { readOptedInEventIds } from '../../../src/core/events/optedInEventIds';
import { InMemoryKeyValueStore } from '../../doubles/InMemoryKeyValueStore';
import { memberApp } from '../../journeys/memberApp';
import { tallyEach } from '../tally';
import { holdsFor } from './holdsFor';
import { hostileString } from './hostileValues';

/**
 * Corrupt or foreign values on the device (metro_optinids, metro_last_user and the fake world's
 * saved state) are discarded or ignored, the member still signs in, and nothing in them reaches
 * Object.prototype. The real core runs on the fake world as in tests/journeys; only the device's
 * storage is seeded with the bad value before the app starts.
 */

/** What the device's localStorage holds when the app starts (the journey harness reads it). */
const deviceAtStart = vi.hoisted(() => ({
  values: {} as Record<string, string>,
  /** Every value the app read from the device, in order: proof the bad value was met. */
  reads: [] as [string, string | null][],
}));

vi.mock('../../doubles/InMemoryKeyValueStore', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../doubles/InMemoryKeyValueStore')>();
  class DeviceAtStart extends original.InMemoryKeyValueStore {
    constructor(seed: Record<string, string> = {}) {
      super({ ...deviceAtStart.values, ...seed });
    }

    override get(key: string): string | null {
      const value = super.get(key);
      deviceAtStart.reads.push([key, value]);
      return value;
    }
  }
  return { InMemoryKeyValueStore: DeviceAtStart };
});

const KING = 'king@example.com';
const KING_UID = demoUid('king');
const SIGN_IN_TIMEOUT_MS = 120_000;

function expectNoPollution(): void {
  const probe: Record<string, unknown> = {};
  expect(probe.admin).toBeUndefined();
  expect(probe.polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('admin');
}

/**
 * Signs the king in on a device holding `stored`: from the start (the fake world is read when the
 * app starts), or put there once the app has started signed out (a signed-out start clears what a
 * last member left, so the member's own keys are met at sign-in).
 */
async function signInOnDeviceWith(
  stored: Record<string, string>,
  when: 'at start' | 'before sign-in' = 'before sign-in',
) {
  deviceAtStart.values = when === 'at start' ? stored : {};
  deviceAtStart.reads = [];
  const app = memberApp();
  deviceAtStart.values = {};
  if (when === 'before sign-in') {
    await app.settled();
    for (const [key, value] of Object.entries(stored)) app.device.set(key, value);
  }
  const phase = await app.logIn(KING);
  return { app, phase };
}

/** The app read `value` under `key` (and so had to cope with it). */
function expectRead(key: string, value: string): void {
  const read = deviceAtStart.reads.some(([readKey, got]) => readKey === key && got === value);
  expect(read, `the app read the stored ${key}`).toBe(true);
}

const POLLUTING_JSON = [
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '[{"__proto__":{"admin":true}}]',
  '["a",{"__proto__":{"admin":true}}]',
];

const NOT_A_LIST_OF_IDS: readonly string[] = [
  '',
  'not json',
  '{',
  '["unterminated',
  'null',
  'true',
  '42',
  '"event-1"',
  '{"ids":["event-1"]}',
  '[1,2,3]',
  '[null]',
  '[["event-1"]]',
  '[{"toString":1}]',
  `[${'"x",'.repeat(50_000)}1]`,
  'x'.repeat(1_000_000),
  '\ud800',
  ...POLLUTING_JSON,
];

describe('bad input: values stored on the device', { timeout: SIGN_IN_TIMEOUT_MS }, () => {
  afterEach(() => {
    deviceAtStart.values = {};
    expectNoPollution();
  });

  it('readOptedInEventIds keeps a list of strings and discards anything else', async () => {
    await holdsFor(
      'device metro_optinids: any stored text',
      fc.oneof(
        hostileString,
        fc.jsonValue().map((value) => JSON.stringify(value)),
        fc.array(hostileString).map((ids) => JSON.stringify(ids)),
        fc.constantFrom(...NOT_A_LIST_OF_IDS),
      ),
      (raw) => {
        const device = new InMemoryKeyValueStore({ [OPTIN_IDS_KEY]: raw });
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          parsed = undefined;
        }
        const isListOfIds = Array.isArray(parsed) && parsed.every((id) => typeof id === 'string');

        const ids = readOptedInEventIds(device);

        expect(ids).toEqual(isListOfIds ? parsed : []);
        expect(device.get(OPTIN_IDS_KEY)).toBe(isListOfIds ? raw : null);
        expectNoPollution();
      },
      { numRuns: 300 },
    );
  });

  it('a corrupt metro_optinids does not stop the member signing in, and is dropped', async () => {
    const KING_ON_LISTS = Object.values((await seedState(new Date())).rsvps)
      .filter((rsvp) => rsvp.customerNumber === '100104')
      .map((rsvp) => rsvp.eventId);
    expect(KING_ON_LISTS).not.toEqual([]);
    await tallyEach(
      'bad input',
      'device metro_optinids: sign-in',
      NOT_A_LIST_OF_IDS,
      async (raw) => {
        const { app, phase } = await signInOnDeviceWith({
          [LAST_USER_KEY]: KING_UID,
          [OPTIN_IDS_KEY]: raw,
        });
        const events = app.get(EventsStore);

        await events.load();

        expectRead(OPTIN_IDS_KEY, raw);
        expect(phase).toBe('initialised');
        expect(events.status).toBe('ready');
        // Nothing of the corrupt value is kept: only the lists the server has King on.
        expect(events.optedInIds).toEqual(KING_ON_LISTS);
        expect(app.device.get(OPTIN_IDS_KEY)).toBe(JSON.stringify(KING_ON_LISTS));
        expectNoPollution();
        app.session.stop();
      },
    );
  });

  it('a corrupt or foreign metro_last_user is replaced, and the opt-ins it guarded are dropped', async () => {
    await tallyEach(
      'bad input',
      'device metro_last_user: sign-in',
      [
        '',
        'null',
        'demo-queen',
        `${KING_UID} `,
        KING_UID.toUpperCase(),
        'x'.repeat(1_000_000),
        ...POLLUTING_JSON,
      ],
      async (raw) => {
        const { app, phase } = await signInOnDeviceWith({
          [LAST_USER_KEY]: raw,
          [OPTIN_IDS_KEY]: '["event-of-someone-else"]',
        });

        expectRead(LAST_USER_KEY, raw);
        expect(phase).toBe('initialised');
        expect(app.device.get(LAST_USER_KEY)).toBe(KING_UID);
        expect(app.device.get(OPTIN_IDS_KEY)).toBeNull();
        expectNoPollution();
        app.session.stop();
      },
    );
  });

  it('a corrupt or foreign saved fake world is reseeded, and the member signs in', async () => {
    const seeded = JSON.parse(
      serialiseWorld(new Date().toISOString(), await seedState(new Date())),
    ) as {
      state: {
        identityUsers: Record<string, Record<string, unknown>>;
        users: Record<string, unknown>;
      };
    };
    const withKing = (change: (king: Record<string, unknown>) => void): string => {
      const copy = structuredClone(seeded);
      change(copy.state.identityUsers[KING_UID] as Record<string, unknown>);
      return JSON.stringify(copy);
    };
    const pollutedRecords = JSON.stringify(seeded).replace(
      '"users":{',
      '"users":{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}},',
    );
    const corruptWorlds: readonly string[] = [
      'not json',
      '',
      'null',
      '[]',
      '{}',
      '{"format":"met-fake-world"}',
      '{"format":"another-app","seededAt":"2026-01-01T00:00:00Z","state":{}}',
      JSON.stringify({ ...seeded, seededAt: 'yesterday' }),
      JSON.stringify({ ...seeded, state: { ...seeded.state, version: 99 } }),
      withKing((king) => {
        king.passwordHash = 12345;
      }),
      withKing((king) => {
        king.failedSignIns = 'many';
      }),
      'x'.repeat(1_000_000),
      ...POLLUTING_JSON,
      pollutedRecords,
    ];

    await tallyEach('bad input', 'fake world saved state: sign-in', corruptWorlds, async (raw) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { app, phase } = await signInOnDeviceWith(
        { [FAKE_WORLD_STORAGE_KEY]: raw },
        'at start',
      );
      warn.mockRestore();

      expectRead(FAKE_WORLD_STORAGE_KEY, raw);
      expect(phase).toBe('initialised');
      expect(parseStoredWorld(app.device.get(FAKE_WORLD_STORAGE_KEY))).not.toBeNull();
      expectNoPollution();
      app.session.stop();
    });
  });
});
