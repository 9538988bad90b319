import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_GAME_IDS } from '../../../functions/src/seed/demoGames';
import { DEMO_PASSWORD } from '../../../functions/src/seed/demoMembers';
import {
  GAME_OPT_IN_WRITE,
  type AnswerSource,
} from '../../../src/adapters/fake/world/FaultInjector';
import { FUNCTION_TIMEOUT_MS } from '../../../src/core/kernel/constants';
import { messages } from '../../../src/core/kernel/messages';
import type { CallableName } from '../../../src/core/ports/CallablesPort';
import { expectFunctionError, failureOf } from '../../contracts/expectations';
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

  it('loses the next answer after the backend did the work, then answers again', async () => {
    const { callables, faults, world } = await signedInBackend();
    const request = { email: 'jack@example.com', devMode: false, devDomain: '' };
    const mailsTo = () => world.state?.outbox.filter((mail) => mail.to === 'jack@example.com');
    const before = mailsTo()?.length ?? 0;

    faults.loseNextAnswer('users-sendPasswordReset');

    await expectFunctionError(
      callables.call('users-sendPasswordReset', request),
      'unavailable',
      messages.errors.network,
    );
    expect(mailsTo()?.length).toBe(before + 1);
    expect(faults.lostAnswers).toEqual([]);
    // Another mail call (a second reset within minutes would meet the mailbox's cooldown).
    expect(await callables.call('users-resendVerificationEmail', request)).toEqual({
      success: true,
    });
    expect(mailsTo()?.length).toBe(before + 2);
  });

  it('loses a refusal the same way: the app only sees that no answer came', async () => {
    const { callables, faults } = await signedInBackend();
    const unknownGame = { gameId: 'no-such-game' };
    await expectFunctionError(
      callables.call('promotions-spinToWinPrizes', unknownGame),
      'not-found',
    );

    faults.loseNextAnswer('promotions-spinToWinPrizes');

    await expectFunctionError(
      callables.call('promotions-spinToWinPrizes', unknownGame),
      'unavailable',
    );
  });

  it('reports a lost answer as "deadline-exceeded" at 70 s when asked to, the work done at once', async () => {
    const { callables, faults, world } = await signedInBackend();
    const request = { email: 'queen@example.com', devMode: false, devDomain: '' };
    const mails = () => world.state?.outbox.filter((mail) => mail.to === 'queen@example.com');
    faults.loseNextAnswer('users-sendPasswordReset', 'deadline-exceeded');
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    let settled = false;

    const outcome = failureOf(callables.call('users-sendPasswordReset', request)).finally(() => {
      settled = true;
    });
    // The backend's mail limit hashes its keys with Web Crypto, which settles in real time:
    // wait for it (setImmediate is left real) without moving the faked clock.
    const waitUntil = performance.now() + 10_000;
    while (mails()?.length === 0 && performance.now() < waitUntil) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    await vi.advanceTimersByTimeAsync(FUNCTION_TIMEOUT_MS - 1);

    expect(mails()).toHaveLength(1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ code: 'deadline-exceeded' });
  });

  it('loses the answer of the game opt-in write after users/{uid} was written', async () => {
    const { documents, faults, clock, user } = await signedInBackend();
    const entry = { gameId: DEMO_GAME_IDS.open, timestamp: clock.now() };

    faults.loseNextAnswer(GAME_OPT_IN_WRITE);

    await expectFunctionError(
      documents.mergeGameOptin(user.uid, entry),
      'unavailable',
      messages.errors.network,
    );
    const profile = await documents.readUserProfile(user.uid);
    expect(profile?.gameOptin.filter(({ gameId }) => gameId === entry.gameId)).toEqual([entry]);
  });

  it('refuses a lost answer for an unknown source or code, and "deadline-exceeded" for the write', () => {
    const { faults } = fakeBackend();

    expect(() => faults.loseNextAnswer('users/{uid}' as AnswerSource)).toThrow(TypeError);
    expect(() => faults.loseNextAnswer(GAMES, 'internal' as 'unavailable')).toThrow(TypeError);
    expect(() => faults.loseNextAnswer(GAME_OPT_IN_WRITE, 'deadline-exceeded')).toThrow(TypeError);
    expect(faults.lostAnswers).toEqual([]);
  });

  it('takes a lost answer back with cancelLostAnswer and with clear', () => {
    const { faults } = fakeBackend();

    faults.loseNextAnswer(GAMES, 'deadline-exceeded');
    faults.loseNextAnswer(GAME_OPT_IN_WRITE);
    expect(faults.lostAnswers).toEqual([
      { source: GAMES, code: 'deadline-exceeded' },
      { source: GAME_OPT_IN_WRITE, code: 'unavailable' },
    ]);
    faults.cancelLostAnswer(GAMES);
    expect(faults.lostAnswers.map(({ source }) => source)).toEqual([GAME_OPT_IN_WRITE]);
    faults.clear();
    expect(faults.lostAnswers).toEqual([]);
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
