import { describe, expect, it } from 'vitest';
import type { CallableName } from '../../../functions/src/contract/callables';
import { DEMO_GAME_IDS } from '../../../functions/src/seed/demoGames';
import { FaultInjector } from '../../../src/adapters/fake/world/FaultInjector';
import { DialogStore } from '../../../src/core/stores/DialogStore';
import { GamesStore } from '../../../src/core/stores/GamesStore';
import { LoginStore } from '../../../src/core/stores/LoginStore';
import { NavigationStore } from '../../../src/core/stores/NavigationStore';
import { PasswordResetStore } from '../../../src/core/stores/PasswordResetStore';
import { SettingsStore } from '../../../src/core/stores/SettingsStore';
import { memberApp, type MemberApp } from '../../journeys/memberApp';
import { DEMO_PASSWORD } from '../../../functions/src/seed/demoMembers';
import { tally } from '../tally';
import {
  gameOptInsOf,
  MEMBER_ACTIONS,
  playsOf,
  STRONG_PASSWORD,
  type MemberAction,
} from './memberActions';

/** A round trip long enough for a second and third tap to land while the first is in flight. */
const ROUND_TRIP_MS = 300;
const BETWEEN_TAPS_MS = 40;
const SLOW = { timeout: 60_000 };

/** The buttons a member presses to send something (loads are not tapped; they run on open). */
const SUBMITS: readonly CallableName[] = [
  'members-registerAccount',
  'users-sendPasswordReset',
  'users-resendVerificationEmail',
  'users-createUser',
  'members-linkMembership',
  'members-updateProfile',
  'members-submitTicket',
  'promotions-optInToEvent',
  'promotions-spinTheWheel',
];
const SUBMIT_ACTIONS = MEMBER_ACTIONS.filter((action) => SUBMITS.includes(action.callable));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Taps `press` `taps` times, `intervalMs` apart, and waits for every tap to finish. */
async function tapRepeatedly(
  taps: number,
  press: () => Promise<void>,
  intervalMs = BETWEEN_TAPS_MS,
): Promise<void> {
  const presses: Promise<void>[] = [];
  for (let tap = 0; tap < taps; tap += 1) {
    if (tap > 0 && intervalMs > 0) await pause(intervalMs);
    presses.push(press());
  }
  await Promise.all(presses);
}

async function preparedApp(action: MemberAction): Promise<MemberApp> {
  const app = memberApp();
  if (action.account === null) await app.settled();
  else await app.logIn(action.account);
  await action.prepare(app);
  app.get(NavigationStore).setLocation(action.page);
  app.get(FaultInjector).setLatency(ROUND_TRIP_MS);
  return app;
}

describe.each([2, 3])('%i taps while the request is in flight send one request', (taps) => {
  it.each(SUBMIT_ACTIONS.map((action) => [`${action.callable}: ${action.what}`, action] as const))(
    '%s',
    SLOW,
    async (_name, action) => {
      const app = await preparedApp(action);
      const faults = app.get(FaultInjector);
      const before = faults.calls(action.callable);

      await tapRepeatedly(taps, () => action.act(app));

      expect(faults.calls(action.callable) - before).toBe(1);
      expect(action.succeeded(app)).toBe(true);
      expect(app.get(DialogStore).current).toBeNull();
      tally({ group: 'faults', subject: 'double and triple taps', tried: 1, held: 1 });
    },
  );

  it('Log in: one sign-in, so the member is fetched once', SLOW, async () => {
    const app = memberApp();
    await app.settled();
    const login = app.get(LoginStore);
    login.form.set('email', 'king@example.com');
    login.form.set('password', DEMO_PASSWORD);
    const faults = app.get(FaultInjector);
    faults.setLatency(ROUND_TRIP_MS);

    await tapRepeatedly(taps, () => login.signIn());

    expect(await app.settled()).toBe('initialised');
    expect(faults.calls('members-getMember')).toBe(1);
    expect(app.get(DialogStore).current).toBeNull();
    tally({ group: 'faults', subject: 'double and triple taps', tried: 1, held: 1 });
  });

  it('Opt in to a game: one opt-in stored, no "already opted in" refusal', SLOW, async () => {
    const app = memberApp();
    await app.logIn('jack@example.com');
    const games = app.get(GamesStore);

    // The opt-in is written to the document store, which has no injected latency: the taps come
    // in one burst so that they land while the first write is still in flight.
    await tapRepeatedly(taps, () => games.optIn(DEMO_GAME_IDS.open), 0);

    expect(gameOptInsOf(app, DEMO_GAME_IDS.open)).toHaveLength(1);
    expect(games.cardById(DEMO_GAME_IDS.open)?.status.kind).toBe('ready-to-play');
    expect(app.get(DialogStore).current).toBeNull();
    tally({ group: 'faults', subject: 'double and triple taps', tried: 1, held: 1 });
  });

  it('Spin: one play recorded and shown', SLOW, async () => {
    const app = memberApp();
    await app.logIn('jack@example.com');
    const games = app.get(GamesStore);
    await games.optIn(DEMO_GAME_IDS.open);
    app.get(FaultInjector).setLatency(ROUND_TRIP_MS);

    await tapRepeatedly(taps, () => games.spin(DEMO_GAME_IDS.open));

    expect(playsOf(app, DEMO_GAME_IDS.open)).toHaveLength(1);
    expect(games.resultFor(DEMO_GAME_IDS.open)?.prize.name).toBe(
      playsOf(app, DEMO_GAME_IDS.open)[0]?.prizeName,
    );
    expect(app.get(DialogStore).current).toBeNull();
    tally({ group: 'faults', subject: 'double and triple taps', tried: 1, held: 1 });
  });

  it('Delete My Account: deleted once, no "no account" error from a second tap', SLOW, async () => {
    const app = memberApp();
    await app.logIn('kingspades@example.com');
    const settings = app.get(SettingsStore);
    settings.deleteForm.set('password', DEMO_PASSWORD);
    settings.deleteForm.set('confirmed', true);

    await tapRepeatedly(taps, () => settings.deleteAccount());

    expect(await app.settled()).toBe('signed-out');
    expect(app.get(DialogStore).current).toBeNull();
    tally({ group: 'faults', subject: 'double and triple taps', tried: 1, held: 1 });
  });

  it(
    'Reset password: the link is used once, no "invalid link" from a second tap',
    SLOW,
    async () => {
      const app = memberApp();
      await app.settled();
      const reset = app.get(PasswordResetStore);
      reset.requestForm.set('email', 'queenspades@example.com');
      await reset.requestReset();
      await reset.checkLink(app.latestCodeTo('queenspades@example.com'));
      reset.setNewPassword(STRONG_PASSWORD);
      reset.resetForm.set('confirmPassword', STRONG_PASSWORD);

      await tapRepeatedly(taps, () => reset.resetPassword());

      expect(app.pendingPath()).toBe('/reset-password-success');
      expect(app.get(DialogStore).current).toBeNull();
      tally({ group: 'faults', subject: 'double and triple taps', tried: 1, held: 1 });
    },
  );
});
