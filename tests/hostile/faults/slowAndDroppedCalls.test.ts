import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_GAME_IDS } from '../../../functions/src/seed/demoGames';
import { FaultInjector } from '../../../src/adapters/fake/world/FaultInjector';
import { FUNCTION_TIMEOUT_MS } from '../../../src/core/kernel/constants';
import { messages } from '../../../src/core/kernel/messages';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { GamesStore } from '../../../src/core/games/GamesStore';
import { SupportStore } from '../../../src/core/support/SupportStore';
import { memberApp, type MemberApp } from '../../journeys/memberApp';
import { tallied } from '../tally';
import { expectDefinedProblem } from './definedProblem';
import { playsOf, ticketCount } from './memberActions';

const SLOW = { timeout: 60_000 };
const SLOW_BACKEND_MS = 10_000;

/** Jack, opted in to the open game with its wheel loaded: one tap from spinning. */
async function readyToSpin(): Promise<{ app: MemberApp; games: GamesStore }> {
  const app = memberApp();
  await app.logIn('jack@example.com');
  const games = app.get(GamesStore);
  await games.optIn(DEMO_GAME_IDS.open);
  await games.loadPrizes(DEMO_GAME_IDS.open);
  return { app, games };
}

/** Queen, with a support ticket typed and ready to send. */
async function ticketTyped(): Promise<{ app: MemberApp; support: SupportStore }> {
  const app = memberApp();
  await app.logIn('queen@example.com');
  const support = app.get(SupportStore);
  support.prefill();
  support.form.set('topic', 'Spin To Win');
  support.form.set('message', 'The wheel froze on my phone in the basement bar.');
  return { app, support };
}

/** From here on only the network's timers are under the test's control (the clock is real). */
function takeControlOfTime(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the 70 s function timeout (fake clock)', () => {
  it(
    'a spin with no answer fails at exactly 70 s with the network message, not before',
    SLOW,
    async () => {
      await tallied('faults', 'timeout at 70 s', async () => {
        const { app, games } = await readyToSpin();
        const dialogs = app.get(DialogStore);
        takeControlOfTime();
        app.get(FaultInjector).setLatency(FUNCTION_TIMEOUT_MS);

        const spinning = games.spin(DEMO_GAME_IDS.open);
        await vi.advanceTimersByTimeAsync(FUNCTION_TIMEOUT_MS - 1);
        expect(games.isSpinning).toBe(true);
        expect(dialogs.current).toBeNull();
        await vi.advanceTimersByTimeAsync(1);
        await spinning;

        expectDefinedProblem(dialogs.current, 'deadline-exceeded', { offersRetry: false });
        expect(games.isSpinning).toBe(false);
        expect(playsOf(app, DEMO_GAME_IDS.open)).toHaveLength(0);
        // Nothing was spent: once the network is back, the same tap spins.
        vi.useRealTimers();
        app.get(FaultInjector).setLatency(0);
        dialogs.close();
        await games.spin(DEMO_GAME_IDS.open);
        expect(games.resultFor(DEMO_GAME_IDS.open)).not.toBeNull();
      });
    },
  );

  it('a spin answered at 69.9 s is shown, and was sent once', SLOW, async () => {
    await tallied('faults', 'timeout at 70 s', async () => {
      const { app, games } = await readyToSpin();
      const faults = app.get(FaultInjector);
      const before = faults.calls('promotions-spinTheWheel');
      takeControlOfTime();
      faults.setLatency(69_900);

      const spinning = games.spin(DEMO_GAME_IDS.open);
      await vi.advanceTimersByTimeAsync(69_899);
      expect(games.resultFor(DEMO_GAME_IDS.open)).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      await spinning;

      const result = games.resultFor(DEMO_GAME_IDS.open);
      expect(result?.prize.name).toBe(playsOf(app, DEMO_GAME_IDS.open)[0]?.prizeName);
      expect(playsOf(app, DEMO_GAME_IDS.open)).toHaveLength(1);
      expect(faults.calls('promotions-spinTheWheel') - before).toBe(1);
      expect(app.get(DialogStore).current).toBeNull();
    });
  });

  it(
    'a support ticket with no answer fails at 70 s and keeps every typed value',
    SLOW,
    async () => {
      await tallied('faults', 'timeout at 70 s', async () => {
        const { app, support } = await ticketTyped();
        const typed = { ...support.form.values };
        takeControlOfTime();
        app.get(FaultInjector).setLatency(FUNCTION_TIMEOUT_MS);

        const sending = support.submit();
        await vi.advanceTimersByTimeAsync(FUNCTION_TIMEOUT_MS - 1);
        expect(support.form.submitting).toBe(true);
        await vi.advanceTimersByTimeAsync(1);
        await sending;

        expectDefinedProblem(app.get(DialogStore).current, 'deadline-exceeded', {
          offersRetry: false,
        });
        expect(support.form.values).toEqual(typed);
        expect(support.form.submitting).toBe(false);
      });
    },
  );
});

describe('a slow backend (answers after 10 s)', () => {
  it(
    'shows the spin as busy meanwhile, then the prize, applied once despite more taps',
    SLOW,
    async () => {
      await tallied('faults', 'slow backend', async () => {
        const { app, games } = await readyToSpin();
        const faults = app.get(FaultInjector);
        const before = faults.calls('promotions-spinTheWheel');
        takeControlOfTime();
        faults.setLatency(SLOW_BACKEND_MS);

        const spinning = games.spin(DEMO_GAME_IDS.open);
        await vi.advanceTimersByTimeAsync(5_000);
        expect(games.isSpinning).toBe(true);
        await games.spin(DEMO_GAME_IDS.open); // an impatient tap, while the first is in flight
        await vi.advanceTimersByTimeAsync(5_000);
        await spinning;

        expect(games.isSpinning).toBe(false);
        expect(games.resultFor(DEMO_GAME_IDS.open)).not.toBeNull();
        expect(playsOf(app, DEMO_GAME_IDS.open)).toHaveLength(1);
        expect(faults.calls('promotions-spinTheWheel') - before).toBe(1);
      });
    },
  );

  it('keeps the ticket form busy meanwhile, then confirms one ticket', SLOW, async () => {
    await tallied('faults', 'slow backend', async () => {
      const { app, support } = await ticketTyped();
      const ticketsBefore = ticketCount(app);
      takeControlOfTime();
      app.get(FaultInjector).setLatency(SLOW_BACKEND_MS);

      const sending = support.submit();
      await vi.advanceTimersByTimeAsync(SLOW_BACKEND_MS - 1);
      expect(support.form.submitting).toBe(true);
      expect(support.submittedTicketId).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      await sending;

      expect(support.submittedTicketId).toMatch(/^T-\d+$/);
      expect(ticketCount(app) - ticketsBefore).toBe(1);
    });
  });
});

describe('the network dropping while a request is on its way', () => {
  it(
    'a support ticket fails with the network message, keeps its values, and sends once back online',
    SLOW,
    async () => {
      await tallied('faults', 'network drops mid-request', async () => {
        const { app, support } = await ticketTyped();
        const faults = app.get(FaultInjector);
        const typed = { ...support.form.values };
        const ticketsBefore = ticketCount(app);
        takeControlOfTime();
        faults.setLatency(SLOW_BACKEND_MS);

        const sending = support.submit();
        await vi.advanceTimersByTimeAsync(SLOW_BACKEND_MS / 2);
        faults.setOffline(true);
        await vi.advanceTimersByTimeAsync(SLOW_BACKEND_MS / 2);
        await sending;

        expect(app.get(DialogStore).current).toMatchObject({ message: messages.errors.network });
        expect(support.form.values).toEqual(typed);
        expect(ticketCount(app)).toBe(ticketsBefore);
        vi.useRealTimers();
        faults.setOffline(false);
        faults.setLatency(0);
        app.get(DialogStore).close();
        await support.submit();
        expect(support.submittedTicketId).toMatch(/^T-\d+$/);
        expect(ticketCount(app) - ticketsBefore).toBe(1);
      });
    },
  );

  it(
    'a spin fails with the network message, spends nothing, and spins once back online',
    SLOW,
    async () => {
      await tallied('faults', 'network drops mid-request', async () => {
        const { app, games } = await readyToSpin();
        const faults = app.get(FaultInjector);
        takeControlOfTime();
        faults.setLatency(SLOW_BACKEND_MS);

        const spinning = games.spin(DEMO_GAME_IDS.open);
        await vi.advanceTimersByTimeAsync(SLOW_BACKEND_MS / 2);
        faults.setOffline(true);
        await vi.advanceTimersByTimeAsync(SLOW_BACKEND_MS / 2);
        await spinning;

        expectDefinedProblem(app.get(DialogStore).current, 'unavailable', { offersRetry: false });
        expect(games.resultFor(DEMO_GAME_IDS.open)).toBeNull();
        expect(playsOf(app, DEMO_GAME_IDS.open)).toHaveLength(0);
        vi.useRealTimers();
        faults.setOffline(false);
        faults.setLatency(0);
        app.get(DialogStore).close();
        await games.spin(DEMO_GAME_IDS.open);
        expect(playsOf(app, DEMO_GAME_IDS.open)).toHaveLength(1);
      });
    },
  );
});
