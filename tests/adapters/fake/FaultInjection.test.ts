import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../../functions/src/seed/demoMembers';
import { FUNCTION_TIMEOUT_MS } from '../../../src/core/domain/constants';
import { messages } from '../../../src/core/domain/messages';
import type { CallableName } from '../../../src/core/ports/CallablesPort';
import { expectFunctionError } from '../../contracts/expectations';
import { fakeBackend } from './fakeBackendFixture';

const GAMES = 'promotions-getGames';

async function signedInBackend() {
  const backend = fakeBackend();
  const user = await backend.auth.signIn('king@example.com', DEMO_PASSWORD);
  return { ...backend, user };
}

describe('fault injection in the fake world', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails the next call of a callable only, with the code and message asked for', async () => {
    const { callables, faults } = await signedInBackend();

    faults.failNext(GAMES, 'internal', 'Planned outage');

    await expectFunctionError(callables.call(GAMES, {}), 'internal', 'Planned outage');
    expect((await callables.call(GAMES, {})).success).toBe(true);
  });

  it('fails every call of a callable until told to stop; other callables still answer', async () => {
    const { callables, faults } = await signedInBackend();

    faults.failAlways(GAMES, 'permission-denied');

    await expectFunctionError(callables.call(GAMES, {}), 'permission-denied');
    await expectFunctionError(callables.call(GAMES, {}), 'permission-denied');
    expect((await callables.call('members-getMember', { location: 'gb' })).success).toBe(true);
    faults.failAlways(GAMES, null);
    expect((await callables.call(GAMES, {})).success).toBe(true);
  });

  it('fails every call and document read as "unavailable" while offline', async () => {
    const { callables, documents, faults, user } = await signedInBackend();

    faults.setOffline(true);

    await expectFunctionError(callables.call(GAMES, {}), 'unavailable', messages.errors.network);
    await expectFunctionError(documents.readUserProfile(user.uid), 'unavailable');
    faults.clear();
    expect(await documents.readUserProfile(user.uid)).not.toBeNull();
  });

  it('answers after the latency asked for', async () => {
    const { callables, faults } = await signedInBackend();
    faults.setLatency(60);
    const started = Date.now();

    await callables.call(GAMES, {});

    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('gives up with "deadline-exceeded" when an answer would take longer than 70 s', async () => {
    const { callables, faults } = await signedInBackend();
    faults.setLatency(FUNCTION_TIMEOUT_MS + 1);
    vi.useFakeTimers();

    const outcome = expectFunctionError(callables.call(GAMES, {}), 'deadline-exceeded');
    await vi.advanceTimersByTimeAsync(FUNCTION_TIMEOUT_MS);

    await outcome;
  });

  it('refuses a name that is not a callable, a code that is not one, and a negative latency', () => {
    const { faults } = fakeBackend();

    expect(() => faults.failNext('members-getEverything' as CallableName, 'internal')).toThrow(
      TypeError,
    );
    expect(() => faults.failAlways(GAMES, 'teapot' as 'internal')).toThrow(TypeError);
    expect(() => faults.setLatency(-1)).toThrow(RangeError);
  });
});
