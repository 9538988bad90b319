import fc from 'fast-check';
import { when } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../functions/src/seed/demoMembers';
import { demoUid } from '../../../functions/src/seed';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { messages } from '../../../src/core/kernel/messages';
import { memberFromWire } from '../../../src/core/member/fromWire';
import type { CallableName } from '../../../src/core/ports/CallablesPort';
import { validateCallableResponse } from '../../../src/core/kernel/validateCallableResponse';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { MemberStore } from '../../../src/core/member/MemberStore';
import { SessionStore, type SessionPhase } from '../../../src/core/session/SessionStore';
import { LAST_SEEN_KEY } from '../../../src/core/kernel/query/DeviceCopy';
import type { QueryCache } from '../../../src/core/kernel/query/QueryCache';
import { memberQuery } from '../../../src/core/member/queries';
import { offersQuery } from '../../../src/core/offers/queries';
import { venueQuery } from '../../../src/core/venue/queries';
import { queryCacheOver } from '../../doubles/queryCacheOver';
import { aProfile } from '../../builders/aProfile';
import { VALID_RESPONSES } from '../../builders/validCallableMessages';
import { startOffline } from '../../core/arrangeSignedInWorld';
import { FixedClock } from '../../doubles/FixedClock';
import { InMemoryKeyValueStore } from '../../doubles/InMemoryKeyValueStore';
import { ScriptedCallables } from '../../doubles/ScriptedCallables';
import { memberApp } from '../../journeys/memberApp';
import { tallyEach } from '../tally';
import { holdsFor } from './holdsFor';
import { hostileString, NASTY_STRINGS } from './hostileValues';
import { mutationOf } from './mutations';

/**
 * Bad input: the saved offline copy under localStorage `met_last_seen`
 * (DECISIONS.md "Offline and the device copy", DeviceCopy). A copy that is corrupt, another app's,
 * another member's, or built to pollute prototypes is discarded; what stands in for a network
 * answer is only ever this member's and passes the response contract; and nothing stored there
 * stops a member signing in or shows them someone else's data, online or offline.
 */

/** What the device's localStorage holds when the fake-world app starts (see storedValues). */
const deviceAtStart = vi.hoisted(() => ({ values: {} as Record<string, string> }));

vi.mock('../../doubles/InMemoryKeyValueStore', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../doubles/InMemoryKeyValueStore')>();
  class DeviceAtStart extends original.InMemoryKeyValueStore {
    constructor(seed: Record<string, string> = {}) {
      super({ ...deviceAtStart.values, ...seed });
    }
  }
  return { InMemoryKeyValueStore: DeviceAtStart };
});

const UID = 'uid-alex';
const RUNS = 300;
const SIGN_IN_TIMEOUT_MS = 120_000;
const NETWORK_FAILURE = () => new FunctionError('unavailable', messages.errors.network);
/** The read calls whose answers a member sees offline. */
const SAVED_CALLS = ['members-getMember', 'members-getVenue', 'vouchers-getAllVouchers'] as const;
type SavedCall = (typeof SAVED_CALLS)[number];
const REQUESTS: { [K in SavedCall]: object } = {
  'members-getMember': { location: 'gb' },
  'members-getVenue': { venueId: 6 },
  'vouchers-getAllVouchers': { location: 'gb', crmId: 'crm-1001' },
};

/** A saved call's read through a query cache: its fetch, and the model a saved answer maps to. */
interface SavedRead {
  fetch: () => Promise<unknown>;
  map: (answer: unknown) => unknown;
}

/** The read each saved call answers, as the stores ask for it (REQUESTS), through `queries`. */
function readsThrough(queries: QueryCache): { [K in SavedCall]: SavedRead } {
  const offersOf = { location: 'gb', crmId: 'crm-1001' };
  return {
    'members-getMember': {
      fetch: () => queries.query(memberQuery, 'gb').fetch(),
      map: (answer) => memberQuery.map(answer as never, 'gb'),
    },
    'members-getVenue': {
      fetch: () => queries.query(venueQuery, 6).fetch(),
      map: (answer) => venueQuery.map(answer as never, 6),
    },
    'vouchers-getAllVouchers': {
      fetch: () => queries.query(offersQuery, offersOf).fetch(),
      map: (answer) => offersQuery.map(answer as never, offersOf),
    },
  };
}

const POLLUTING_JSON = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `{"uid":"${UID}","answers":{"__proto__":{"savedAt":1,"value":{"polluted":true}}}}`,
  `{"uid":"${UID}","answers":{},"__proto__":{"polluted":true}}`,
];

const NOT_A_COPY = [
  '',
  'not json',
  '{',
  'null',
  'true',
  '0',
  '[]',
  '"uid-alex"',
  '{}',
  `{"uid":"${UID}"}`,
  `{"uid":"${UID}","answers":[]}`,
  `{"uid":"${UID}","answers":null}`,
  `{"uid":"${UID}","answers":{"x":{"savedAt":"yesterday","value":1}}}`,
  `{"uid":"${UID}","answers":{"x":{"savedAt":1}}}`,
  // Fetched at no instant a date can show ("saved at  on ."), or before 1970.
  `{"uid":"${UID}","answers":{"x":{"savedAt":1e300,"value":1}}}`,
  `{"uid":"${UID}","answers":{"x":{"savedAt":-5,"value":1}}}`,
  `{"uid":"${UID}","answers":{"x":{"savedAt":0.5,"value":1}}}`,
  `{"uid":42,"answers":{}}`,
  'x'.repeat(1_000_000),
  '\ud800',
];

/** A copy as the query cache itself writes it for UID: three answers and the profile. */
async function validCopy(): Promise<Record<string, unknown>> {
  const device = new InMemoryKeyValueStore();
  const callables = new ScriptedCallables();
  for (const name of SAVED_CALLS) {
    callables.answer(name, VALID_RESPONSES[name] as never);
  }
  const { queries, deviceCopy } = queryCacheOver(callables, device, new FixedClock());
  queries.open(UID);
  const reads = readsThrough(queries);
  for (const name of SAVED_CALLS) await reads[name].fetch();
  deviceCopy.saveProfile(aProfile().build());
  return JSON.parse(device.get(LAST_SEEN_KEY) ?? 'null') as Record<string, unknown>;
}

/** JSON text of any value (what localStorage can hold); undefined and symbols as 'null'. */
function asStoredText(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    return String(value);
  }
}

function parsedOrNull(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function uidOf(copy: unknown): unknown {
  return typeof copy === 'object' && copy !== null ? (copy as { uid?: unknown }).uid : undefined;
}

/** The answer to `name` (with its REQUESTS) a parsed copy holds, or undefined. */
function savedAnswerOf(copy: unknown, name: SavedCall): unknown {
  const key = `${name} ${JSON.stringify(REQUESTS[name])}`;
  const answers: unknown = (copy as { answers?: unknown } | null)?.answers;
  if (typeof answers !== 'object' || answers === null || !Object.hasOwn(answers, key))
    return undefined;
  return (answers as Record<string, { value?: unknown } | undefined>)[key]?.value;
}

function expectNoPollution(): void {
  const probe: Record<string, unknown> = {};
  expect(probe.polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
}

/** Any text under the key: hostile, foreign, another member's, damaged or polluting. */
function storedCopies(valid: Record<string, unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    hostileString,
    fc.jsonValue().map((value) => JSON.stringify(value)),
    mutationOf(valid).map(asStoredText),
    hostileString.filter((uid) => uid !== UID).map((uid) => JSON.stringify({ ...valid, uid })),
    fc.constantFrom(...NOT_A_COPY, ...POLLUTING_JSON),
  );
}

describe(
  'bad input: the saved offline copy (met_last_seen)',
  { timeout: SIGN_IN_TIMEOUT_MS },
  () => {
    afterEach(() => {
      deviceAtStart.values = {};
      expectNoPollution();
    });

    it('the device copy keeps only this member’s copy, and stands in only with answers that pass the contract', async () => {
      const valid = await validCopy();
      const foreign = JSON.stringify({ ...valid, uid: 'uid-someone-else' });

      await holdsFor(
        'device met_last_seen: any stored text',
        storedCopies(valid),
        async (raw) => {
          const device = new InMemoryKeyValueStore({ [LAST_SEEN_KEY]: raw });
          const failure = NETWORK_FAILURE();
          const callables = new ScriptedCallables();
          for (const name of SAVED_CALLS) callables.fail(name, failure);
          const { queries, deviceCopy } = queryCacheOver(callables, device, new FixedClock());
          const storedUid = uidOf(parsedOrNull(raw));

          queries.open(UID);

          const kept = device.get(LAST_SEEN_KEY);
          if (kept !== null) {
            expect(kept, 'a copy is kept as it was, or not at all').toBe(raw);
            expect(storedUid, 'only this member’s copy is kept').toBe(UID);
          }
          const profile = deviceCopy.savedProfile();
          if (profile !== null) {
            expect(storedUid).toBe(UID);
            expect(profile.uid).toBe(UID);
            expect(typeof profile.email).toBe('string');
            expect(typeof profile.emailVerified).toBe('boolean');
            expect(typeof profile.country).toBe('string');
            expect(profile.memberships.every((id) => typeof id === 'string')).toBe(true);
            expect(profile.gameOptin).toEqual([]);
          }
          const reads = readsThrough(queries);
          for (const name of SAVED_CALLS) {
            const outcome = await reads[name].fetch().then(
              (answer) => ({ answer }),
              (error: unknown) => ({ error }),
            );
            if ('error' in outcome) {
              // No usable copy: the member gets the network failure itself, nothing else.
              expect(outcome.error).toBe(failure);
            } else {
              expect(storedUid, 'a copy answers only for its own member').toBe(UID);
              // What stands in is the saved answer, passing the contract, made into the model.
              const saved = validateCallableResponse(
                name as CallableName,
                savedAnswerOf(parsedOrNull(raw), name),
              );
              expect(outcome.answer).toEqual(reads[name].map(saved));
            }
          }
          expectNoPollution();
        },
        {
          numRuns: RUNS,
          examples: [JSON.stringify(valid), foreign, ...NOT_A_COPY, ...POLLUTING_JSON],
        },
      );
    });

    it('with no network at start, a damaged or foreign copy never opens the app on someone else’s data', async () => {
      const valid = await validCopy();

      await holdsFor(
        'device met_last_seen: offline start',
        fc.oneof(
          mutationOf(valid).map(asStoredText),
          hostileString
            .filter((uid) => uid !== UID)
            .map((uid) => JSON.stringify({ ...valid, uid })),
          fc.constantFrom(...NASTY_STRINGS, ...POLLUTING_JSON),
        ),
        async (raw) => {
          const world = startOffline([[LAST_SEEN_KEY, raw]]);

          const phase = await resting(world.session);

          const member = world.get(MemberStore).member;
          if (phase === 'initialised') {
            // Opened from the device: only this member's own copy can do that, and only with a
            // member record that passes the contract; the member shown is that record.
            const copy = parsedOrNull(raw);
            expect(uidOf(copy)).toBe(UID);
            const saved = validateCallableResponse(
              'members-getMember',
              savedAnswerOf(copy, 'members-getMember'),
            );
            expect(member).toEqual(memberFromWire(saved.result));
          } else {
            expect(phase).toBe('signed-out');
            expect(member).toBeNull();
            expect(world.get(DialogStore).current?.message).toBe(messages.app.offline);
          }
          world.session.stop();
          expectNoPollution();
        },
        { numRuns: 100, examples: [JSON.stringify({ ...valid, uid: 'uid-bob' })] },
      );
    });

    it('a corrupt or foreign copy does not stop a member signing in, and never shows its data', async () => {
      const queen = demoMember('queen');
      const king = demoMember('king');
      const queensApp = memberApp();
      expect(await queensApp.logIn(queen.email)).toBe('initialised');
      const queensCopy = queensApp.device.get(LAST_SEEN_KEY) ?? '';
      queensApp.session.stop();
      expect(queensCopy, 'Queen’s device kept a copy').toContain(queen.customerNumber);
      const queensParsed = JSON.parse(queensCopy) as Record<string, unknown>;

      const stored = [
        queensCopy,
        // Queen's answers under a copy that claims to be someone else's, or everyone's.
        JSON.stringify({ ...queensParsed, uid: demoUid('king') }),
        JSON.stringify({ ...queensParsed, uid: '__proto__' }),
        ...NOT_A_COPY,
        ...POLLUTING_JSON,
      ];

      await tallyEach('bad input', 'device met_last_seen: sign-in', stored, async (raw) => {
        deviceAtStart.values = { [LAST_SEEN_KEY]: raw };
        const app = memberApp();
        deviceAtStart.values = {};

        const phase = await app.logIn(king.email);

        expect(phase).toBe('initialised');
        expect(app.get(MemberStore).member?.membershipNumber).toBe(king.customerNumber);
        const copy = app.device.get(LAST_SEEN_KEY) ?? '';
        expect(uidOf(parsedOrNull(copy))).toBe(app.session.user?.uid);
        expect(copy).not.toContain(queen.customerNumber);
        expect(app.get(DialogStore).current).toBeNull();
        expectNoPollution();
        app.session.stop();
      });
    });
  },
);

/** Waits until the session rests after starting. */
async function resting(session: SessionStore): Promise<SessionPhase> {
  const rest: readonly SessionPhase[] = [
    'signed-out',
    'email-unverified',
    'linking-required',
    'initialised',
  ];
  await when(() => rest.includes(session.phase), { timeout: 5_000 });
  return session.phase;
}

function demoMember(key: string): { email: string; customerNumber: string } {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === key);
  if (!account) throw new Error(`no demo account ${key}`);
  return { email: account.email, customerNumber: account.member.customer_number };
}
