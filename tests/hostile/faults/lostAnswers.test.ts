import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../functions/src/domain/messages';
import { DEMO_GAME_IDS } from '../../../functions/src/seed/demoGames';
import {
  FaultInjector,
  GAME_OPT_IN_WRITE,
  type LostAnswerCode,
} from '../../../src/adapters/fake/world/FaultInjector';
import { FUNCTION_TIMEOUT_MS, OPTIN_IDS_KEY } from '../../../src/core/kernel/constants';
import { messages } from '../../../src/core/kernel/messages';
import { gamesMessages } from '../../../src/core/games/gamesMessages';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { EventsStore } from '../../../src/core/events/EventsStore';
import { GamesStore } from '../../../src/core/games/GamesStore';
import { NotificationsStore } from '../../../src/core/kernel/NotificationsStore';
import { SupportStore } from '../../../src/core/support/SupportStore';
import { memberApp, type MemberApp } from '../../journeys/memberApp';
import { tallied } from '../tally';
import { expectDefinedProblem } from './definedProblem';
import {
  eventually,
  gameOptInsOf,
  playsOf,
  RSVP_EVENT_ID,
  rsvpsOf,
  serverState,
} from './memberActions';

/**
 * "Nothing earned is lost" when the backend did the work and only its answer was lost on the way
 * back (the connection dropped, or the 70 s timeout ran out first). The member is told of a
 * network problem; nothing is sent again by itself; the play, RSVP or opt-in the server recorded
 * is what the member ends up seeing, and a retry never records a second one.
 */

const SLOW = { timeout: 60_000 };
const GAME = DEMO_GAME_IDS.open;
const SUBJECT = 'answer lost after the server acted';

afterEach(() => {
  vi.useRealTimers();
});

/** Jack, opted in to the open game with its wheel loaded: one tap from spinning. */
async function readyToSpin(): Promise<{ app: MemberApp; games: GamesStore }> {
  const app = memberApp();
  await app.logIn('jack@example.com');
  const games = app.get(GamesStore);
  await games.optIn(GAME);
  await games.loadPrizes(GAME);
  app.get(NotificationsStore).toasts = [];
  return { app, games };
}

/** Presses Spin once; a lost 'deadline-exceeded' answer needs the 70 s to pass (fake timers). */
async function spinOnce(games: GamesStore, code: LostAnswerCode): Promise<void> {
  if (code === 'unavailable') return games.spin(GAME);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const spinning = games.spin(GAME);
  await vi.advanceTimersByTimeAsync(FUNCTION_TIMEOUT_MS - 1);
  expect(games.isSpinning, 'still waiting just before the timeout').toBe(true);
  await vi.advanceTimersByTimeAsync(1);
  await spinning;
  vi.useRealTimers();
}

/** The sentence the game card shows for the play the server recorded (spec section 8). */
function playedTodayMessage(play: { win: boolean; prizeName: string }): string {
  return play.win
    ? gamesMessages.alreadyPlayedWon(play.prizeName)
    : gamesMessages.alreadyPlayedLost;
}

/** Waits for something outside MobX (the fake network's own state) to hold. */
async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms: ${condition}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function onlyPlay(app: MemberApp) {
  const plays = playsOf(app, GAME);
  expect(plays, 'plays the server recorded').toHaveLength(1);
  return plays[0] as (typeof plays)[number];
}

describe('a spin whose answer is lost after the server recorded the play', () => {
  it.each(['unavailable', 'deadline-exceeded'] as const)(
    '%s: the network message, no second spin, then the recorded prize on the card',
    SLOW,
    async (code) => {
      await tallied('faults', SUBJECT, async () => {
        const { app, games } = await readyToSpin();
        const faults = app.get(FaultInjector);
        const dialogs = app.get(DialogStore);
        const spinsBefore = faults.calls('promotions-spinTheWheel');
        faults.loseNextAnswer('promotions-spinTheWheel', code);

        await spinOnce(games, code);

        // The defined network message, with no "Try again" that would spend another spin.
        expectDefinedProblem(dialogs.current, code, { offersRetry: false });
        expect(games.resultFor(GAME)).toBeNull();
        const play = onlyPlay(app);
        // The card catches up by itself: the play the server recorded, with its prize.
        await eventually(
          () => games.cardById(GAME)?.status.kind.startsWith('already-played') === true,
        );
        expect(games.cardById(GAME)?.message).toContain(playedTodayMessage(play));
        dialogs.close();

        // When the games load again (the page is opened again), the same outcome.
        await games.load();

        const card = games.cardById(GAME);
        expect(card?.status).toMatchObject(
          play.win
            ? { kind: 'already-played-won', prizeName: play.prizeName }
            : { kind: 'already-played-lost' },
        );
        expect(card?.message).toContain(playedTodayMessage(play));
        // Another tap sends nothing: the card says the day's play is used.
        await games.spin(GAME);
        expect(dialogs.current?.message).toContain(playedTodayMessage(play));
        expect(faults.calls('promotions-spinTheWheel') - spinsBefore).toBe(1);
        expect(onlyPlay(app)).toEqual(play);
      });
    },
  );

  it(
    'with the games unreadable too, a second tap is refused by the server and shows the recorded prize, not a rate limit',
    SLOW,
    async () => {
      await tallied('faults', SUBJECT, async () => {
        const { app, games } = await readyToSpin();
        const faults = app.get(FaultInjector);
        const dialogs = app.get(DialogStore);
        const spinsBefore = faults.calls('promotions-spinTheWheel');
        faults.loseNextAnswer('promotions-spinTheWheel');
        // The card's own re-read after the failure gets no answer either.
        faults.failNext('promotions-getGames', 'unavailable');

        await games.spin(GAME);
        expectDefinedProblem(dialogs.current, 'unavailable', { offersRetry: false });
        await until(() => faults.faults.length === 0);
        expect(games.cardById(GAME)?.status.kind).toBe('ready-to-play');
        dialogs.close();

        // The member presses Spin again: the server refuses a second play today.
        await games.spin(GAME);

        const play = onlyPlay(app);
        expect(dialogs.current?.message).toContain(playedTodayMessage(play));
        expect(dialogs.current?.message).not.toBe(messages.errors.rateLimited);
        expect(games.cardById(GAME)?.message).toContain(playedTodayMessage(play));
        expect(faults.calls('promotions-spinTheWheel') - spinsBefore).toBe(2);
      });
    },
  );
});

describe('an event RSVP whose answer is lost after the server recorded it', () => {
  it('a retry records no second RSVP, and the member is shown as coming', SLOW, async () => {
    await tallied('faults', SUBJECT, async () => {
      const app = memberApp();
      await app.logIn('jack@example.com');
      const events = app.get(EventsStore);
      await events.load();
      const dialogs = app.get(DialogStore);
      const faults = app.get(FaultInjector);
      const sentBefore = faults.calls('promotions-optInToEvent');
      faults.loseNextAnswer('promotions-optInToEvent');

      await events.optIn(RSVP_EVENT_ID);

      expectDefinedProblem(dialogs.current, 'unavailable', { offersRetry: false });
      expect(rsvpsOf(app, RSVP_EVENT_ID)).toHaveLength(1);
      expect(events.isOptedIn(RSVP_EVENT_ID)).toBe(false);
      dialogs.close();

      await events.optIn(RSVP_EVENT_ID);

      expect(dialogs.current).toBeNull();
      expect(rsvpsOf(app, RSVP_EVENT_ID)).toHaveLength(1);
      expect(events.isOptedIn(RSVP_EVENT_ID)).toBe(true);
      expect(app.get(NotificationsStore).toasts.map((toast) => toast.message)).toContain(
        MESSAGES.alreadyOnTheList,
      );
      expect(JSON.parse(app.device.get(OPTIN_IDS_KEY) ?? '[]')).toEqual([RSVP_EVENT_ID]);
      expect(faults.calls('promotions-optInToEvent') - sentBefore).toBe(2);
    });
  });
});

describe('a game opt-in whose answer is lost after it was written', () => {
  it(
    'the card shows the member opted in without a retry, and nothing is written twice',
    SLOW,
    async () => {
      await tallied('faults', SUBJECT, async () => {
        const app = memberApp();
        await app.logIn('jack@example.com');
        const games = app.get(GamesStore);
        const dialogs = app.get(DialogStore);
        app.get(FaultInjector).loseNextAnswer(GAME_OPT_IN_WRITE);

        await games.optIn(GAME);

        expectDefinedProblem(dialogs.current, 'unavailable', { offersRetry: false });
        expect(gameOptInsOf(app, GAME)).toHaveLength(1);
        await eventually(() => games.cardById(GAME)?.status.kind === 'ready-to-play');
        expect(gameOptInsOf(app, GAME)).toHaveLength(1);
      });
    },
  );

  it(
    'tapped again before the card caught up: no second opt-in, the member is told and shown opted in',
    SLOW,
    async () => {
      await tallied('faults', SUBJECT, async () => {
        const app = memberApp();
        await app.logIn('jack@example.com');
        const games = app.get(GamesStore);
        const dialogs = app.get(DialogStore);
        const faults = app.get(FaultInjector);
        faults.loseNextAnswer(GAME_OPT_IN_WRITE);
        // The card's own re-read after the failure gets no answer either.
        faults.failNext('promotions-getGames', 'unavailable');
        await games.optIn(GAME);
        expectDefinedProblem(dialogs.current, 'unavailable', { offersRetry: false });
        await until(() => faults.faults.length === 0);
        expect(games.cardById(GAME)?.status.kind).toBe('can-opt-in');
        const written = gameOptInsOf(app, GAME);
        expect(written).toHaveLength(1);
        dialogs.close();

        await games.optIn(GAME);

        expect(dialogs.current?.message).toBe(gamesMessages.alreadyOptedInPlayNow);
        await eventually(() => games.cardById(GAME)?.status.kind === 'ready-to-play');
        expect(gameOptInsOf(app, GAME)).toEqual(written);
      });
    },
  );
});

describe('a support ticket whose answer is lost after the server filed it', () => {
  it.each(['queen@example.com', null])(
    'sending it again files no second ticket and shows the one filed (%s)',
    SLOW,
    async (account) => {
      await tallied('faults', SUBJECT, async () => {
        const app = memberApp();
        if (account === null) await app.settled();
        else await app.logIn(account);
        const support = app.get(SupportStore);
        support.prefill();
        support.form.fill({ name: 'Rosa Lane', email: 'rosa.lane@example.com' });
        support.form.set('topic', 'Offers and vouchers');
        support.form.set('message', 'My birthday voucher is not showing.');
        const typed = { ...support.form.values };
        const dialogs = app.get(DialogStore);
        const faults = app.get(FaultInjector);
        const ticketsBefore = Object.keys(serverState(app).tickets);
        const sentBefore = faults.calls('members-submitTicket');
        faults.loseNextAnswer('members-submitTicket');

        await support.submit();

        expectDefinedProblem(dialogs.current, 'unavailable', { offersRetry: false });
        const filed = Object.keys(serverState(app).tickets).filter(
          (id) => !ticketsBefore.includes(id),
        );
        expect(filed).toHaveLength(1);
        expect(support.form.values).toEqual(typed);
        dialogs.close();

        await support.submit();

        expect(dialogs.current).toBeNull();
        expect(support.submittedTicketId).toBe(filed[0]);
        expect(Object.keys(serverState(app).tickets)).toHaveLength(ticketsBefore.length + 1);
        expect(faults.calls('members-submitTicket') - sentBefore).toBe(2);
      });
    },
  );
});
