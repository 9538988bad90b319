import { describe, expect, it } from 'vitest';
import { DEMO_GAME_IDS } from '../../../functions/src/seed/demoGames';
import { FaultInjector } from '../../../src/adapters/fake/world/FaultInjector';
import { OPTIN_IDS_KEY } from '../../../src/core/kernel/constants';
import { messages } from '../../../src/core/kernel/messages';
import { gamesMessages } from '../../../src/core/games/gamesMessages';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { EventsStore } from '../../../src/core/events/EventsStore';
import { GamesStore } from '../../../src/core/games/GamesStore';
import { memberApp } from '../../journeys/memberApp';
import { tallyEach } from '../tally';
import { expectDefinedProblem, serverMessageFor } from './definedProblem';
import { gameOptInsOf, RSVP_EVENT_ID, rsvpsOf, setDeviceOffline } from './memberActions';

const SLOW = { timeout: 60_000 };

describe('an opt-in is neither lost nor duplicated by a failure and a retry', () => {
  it.each(['unavailable', 'deadline-exceeded', 'internal', 'aborted'] as const)(
    'event RSVP after %s: none stored, then exactly one after the retry and another tap',
    SLOW,
    async (code) => {
      const app = memberApp();
      await app.logIn('jack@example.com');
      const events = app.get(EventsStore);
      await events.load();
      const dialogs = app.get(DialogStore);

      await tallyEach('faults', 'event opt-in after a failure', [code], async () => {
        app.get(FaultInjector).failNext('promotions-optInToEvent', code, serverMessageFor(code));
        await events.optIn(RSVP_EVENT_ID);
        expectDefinedProblem(dialogs.current, code, { offersRetry: false });
        expect(events.isOptedIn(RSVP_EVENT_ID)).toBe(false);
        expect(rsvpsOf(app, RSVP_EVENT_ID)).toHaveLength(0);
        dialogs.close();

        await events.optIn(RSVP_EVENT_ID);
        await events.optIn(RSVP_EVENT_ID);

        expect(events.isOptedIn(RSVP_EVENT_ID)).toBe(true);
        expect(rsvpsOf(app, RSVP_EVENT_ID)).toHaveLength(1);
        const remembered: unknown = JSON.parse(app.device.get(OPTIN_IDS_KEY) ?? '[]');
        expect(remembered).toEqual([RSVP_EVENT_ID]);
        expect(dialogs.current).toBeNull();
      });
    },
  );

  it(
    'game opt-in with no network: none stored; back online one, and a second is refused',
    SLOW,
    async () => {
      const app = memberApp();
      await app.logIn('jack@example.com');
      const games = app.get(GamesStore);
      const dialogs = app.get(DialogStore);

      await tallyEach('faults', 'game opt-in after a failure', ['offline'], async () => {
        setDeviceOffline(app, true);
        await games.optIn(DEMO_GAME_IDS.open);
        expect(dialogs.current).toMatchObject({ message: messages.offline.needsConnection });
        expect(gameOptInsOf(app, DEMO_GAME_IDS.open)).toHaveLength(0);
        expect(games.cardById(DEMO_GAME_IDS.open)?.status.kind).not.toBe('ready-to-play');
        dialogs.close();

        setDeviceOffline(app, false);
        await games.optIn(DEMO_GAME_IDS.open);
        expect(games.cardById(DEMO_GAME_IDS.open)?.status.kind).toBe('ready-to-play');
        await games.optIn(DEMO_GAME_IDS.open);

        expect(gameOptInsOf(app, DEMO_GAME_IDS.open)).toHaveLength(1);
        expect(dialogs.current?.message).toBe(gamesMessages.alreadyOptedInPlayNow);
      });
    },
  );

  it('a game opt-in made while the games list is still loading stays on screen', SLOW, async () => {
    const app = memberApp();
    await app.logIn('jack@example.com');
    const games = app.get(GamesStore);
    // The games page reloads the list when it opens; on a slow network the member taps Opt in
    // before that answer arrives (the opt-in itself is a quick document write).
    app.get(FaultInjector).setLatency(300);

    await tallyEach(
      'faults',
      'game opt-in during a slow games load',
      ['opt-in while the list loads'],
      async () => {
        const loading = games.load();
        await games.optIn(DEMO_GAME_IDS.open);
        expect(games.cardById(DEMO_GAME_IDS.open)?.status.kind).toBe('ready-to-play');
        await loading;

        expect(gameOptInsOf(app, DEMO_GAME_IDS.open)).toHaveLength(1);
        // The list fetched before the opt-in must not undo it on screen.
        expect(games.cardById(DEMO_GAME_IDS.open)?.status.kind).toBe('ready-to-play');
      },
    );
  });
});
