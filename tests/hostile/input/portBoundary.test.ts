import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { CALLABLE_NAMES, type CallableName, parseResponse } from '@met/scheme/contract';
import {
  FirebaseRuntime,
  type StartedFirebase,
} from '../../../src/adapters/firebase/FirebaseRuntime';
import { FirebaseCallablesPort } from '../../../src/adapters/firebase/FirebaseCallablesPort';
import { InMemoryCallablesPort } from '../../../src/adapters/fake/InMemoryCallablesPort';
import type { FakeAuthSession } from '../../../src/adapters/fake/world/FakeAuthSession';
import type { FakeWorld } from '../../../src/adapters/fake/world/FakeWorld';
import type { FaultInjector } from '../../../src/adapters/fake/world/FaultInjector';
import { DomainError } from '../../../src/core/kernel/DomainError';
import { MalformedResponseError } from '../../../src/core/kernel/MalformedResponseError';
import { messages } from '../../../src/core/kernel/messages';
import type { CallablesPort } from '../../../src/core/ports/CallablesPort';
import { validateCallableResponse } from '../../../src/core/kernel/validateCallableResponse';
import { gameCard } from '../../../src/core/games/gameCards';
import { gameFromWire } from '../../../src/core/games/fromWire';
import { SpinTheWheel } from '../../../src/core/games/SpinTheWheel';
import { aGame } from '../../builders/aGame';
import { somePrizes } from '../../builders/somePrizes';
import { FixedClock } from '../../doubles/FixedClock';
import { RecordingAnalytics } from '../../doubles/RecordingAnalytics';
import { ScriptedCallables } from '../../doubles/ScriptedCallables';
import { tallyEach } from '../tally';
import { holdsFor } from './holdsFor';
import { hostileNumber, hostileString } from './hostileValues';
import { mutationOf } from './mutations';
import { VALID_REQUESTS, VALID_RESPONSES } from '../../builders/validCallableMessages';
import { runtimeWhere } from '../../adapters/firebase/startedRuntime';

/**
 * Both CallablesPort adapters hand a hostile answer to the core only as the contract's typed value
 * or as MalformedResponseError; and the spin use case turns any prize that is not an integer
 * index of the wheel into 'unable to parse the result' (spec-decisions 9).
 */

const RUNS = 100;

const hostileAnswer = fc
  .constantFrom(...CALLABLE_NAMES)
  .chain((name) => fc.record({ name: fc.constant(name), raw: mutationOf(VALID_RESPONSES[name]) }));

/** Calls `name` and says how the promise settled. */
async function settle(port: CallablesPort, name: CallableName) {
  try {
    const request = VALID_REQUESTS[name] as never;
    return { value: await port.call(name, request) };
  } catch (error) {
    return { error };
  }
}

function inMemoryPortAnswering(answer: () => unknown): InMemoryCallablesPort {
  const world = { run: () => Promise.resolve(answer()) } as unknown as FakeWorld;
  const session = {
    ready: () => Promise.resolve(),
    current: () => null,
    authTime: () => null,
  } as unknown as FakeAuthSession;
  const faults = {
    beforeCall: () => Promise.resolve(),
    carryOut: <T>(_source: string, work: () => Promise<T>) => work(),
  } as unknown as FaultInjector;
  return new InMemoryCallablesPort(world, session, faults);
}

describe('bad input: the CallablesPort adapters at the boundary', { timeout: 60_000 }, () => {
  it('the fake adapter answers the contract value or MalformedResponseError', async () => {
    let current: unknown = null;
    const port = inMemoryPortAnswering(() => current);
    await holdsFor(
      'adapter InMemoryCallablesPort: hostile answers',
      hostileAnswer,
      async ({ name, raw }) => {
        // The fake's handlers answer JSON values; a bare symbol or function is not one.
        fc.pre(JSON.stringify(raw) !== undefined || raw === undefined);
        current = raw;
        const overTheWire: unknown = raw === undefined ? null : JSON.parse(JSON.stringify(raw));
        const expected = parseResponse(name, overTheWire);

        const outcome = await settle(port, name);

        if (expected.ok) expect(outcome).toEqual({ value: expected.value });
        else expect(outcome.error).toBeInstanceOf(MalformedResponseError);
      },
      { numRuns: RUNS },
    );
  });

  it('the Firebase adapter answers the contract value or MalformedResponseError', async () => {
    const auth = { authStateReady: () => Promise.resolve(), currentUser: null };
    const app = { options: { projectId: 'demo-boundary' } };
    const started = { app, auth, sdk: {} } as unknown as StartedFirebase;
    const runtime = new FirebaseRuntime(runtimeWhere(null, 'demo-boundary'), () =>
      Promise.resolve(started),
    );
    const port = new FirebaseCallablesPort(runtime);
    await holdsFor(
      'adapter FirebaseCallablesPort: hostile answers',
      hostileAnswer,
      async ({ name, raw }) => {
        // What a function can send is JSON: a callable's answer is `{result}` over HTTP.
        fc.pre(JSON.stringify(raw) !== undefined || raw === undefined);
        const overTheWire: unknown = raw === undefined ? null : JSON.parse(JSON.stringify(raw));
        const answer = new Response(JSON.stringify({ result: overTheWire }), { status: 200 });
        vi.stubGlobal('fetch', () => Promise.resolve(answer));
        const expected = parseResponse(name, overTheWire);

        const outcome = await settle(port, name).finally(() => vi.unstubAllGlobals());

        if (expected.ok) expect(outcome).toEqual({ value: expected.value });
        else expect(outcome.error).toBeInstanceOf(MalformedResponseError);
      },
      { numRuns: RUNS },
    );
  });
});

describe('bad input: a spin result that is not a prize index (SpinTheWheel)', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const prizes = somePrizes();

  function readyCard() {
    const game = gameFromWire(aGame().build());
    return gameCard(
      game,
      [{ gameId: game.id, timestamp: new Date('2026-02-05T00:00:00Z') }],
      null,
      now,
    );
  }

  it("lands on the prize for an integer index, else says 'unable to parse the result'", async () => {
    await holdsFor(
      'usecase SpinTheWheel: prize values',
      fc.oneof(
        fc.integer({ min: -2, max: prizes.length + 2 }),
        hostileNumber,
        hostileString,
        fc.jsonValue({ maxDepth: 2 }),
        fc.constantFrom(undefined, null, true, '2', [2], { index: 2 }),
      ),
      async (prize) => {
        const callables = new ScriptedCallables().answerRaw('promotions-spinTheWheel', {
          success: true,
          prize,
        });
        const analytics = new RecordingAnalytics();
        const spin = new SpinTheWheel(callables, analytics, new FixedClock(now));
        const isIndex =
          Number.isInteger(prize) && (prize as number) >= 0 && (prize as number) < prizes.length;

        const outcome = spin.execute('gb', readyCard(), prizes);

        if (isIndex) {
          await expect(outcome).resolves.toMatchObject({
            kind: 'spun',
            prize: prizes[prize as number],
          });
        } else {
          await expect(outcome).rejects.toEqual(new DomainError('parseResult'));
          await outcome.catch((error: unknown) =>
            expect((error as Error).message).toBe(messages.errors.parseResult),
          );
          expect(analytics.events).toEqual([]);
        }
        expect(callables.callsTo('promotions-spinTheWheel')).toHaveLength(1);
      },
      { numRuns: 300, examples: [Number.NaN, Infinity, -0, 1.5, '1', 4] },
    );
  });
});

it('the boundary refuses values JSON cannot carry, and throws nothing past it', async () => {
  await tallyEach(
    'bad input',
    'contract parseResponse: values JSON cannot carry',
    [Symbol('x'), () => 1, new Date(Number.NaN), new Map(), Object.create(null), 10n],
    (raw) => {
      expect(parseResponse('promotions-spinTheWheel', raw).ok).toBe(false);
      expect(() => validateCallableResponse('promotions-spinTheWheel', raw)).toThrow(
        MalformedResponseError,
      );
    },
  );
});
