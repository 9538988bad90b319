import { describe, expect, it, vi } from 'vitest';
import type { CallableName } from '@met/scheme/contract';
import { DEMO_GAME_IDS } from '../../../functions/src/seed/demoGames';
import { InMemoryAuthPort } from '../../../src/adapters/fake/InMemoryAuthPort';
import { FaultInjector } from '../../../src/adapters/fake/world/FaultInjector';
import { CreateLoginStore } from '../../../src/core/account/CreateLoginStore';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { GamesStore } from '../../../src/core/games/GamesStore';
import { LoginStore } from '../../../src/core/session/LoginStore';
import { NavigationStore } from '../../../src/core/navigation/NavigationStore';
import { PasswordResetStore } from '../../../src/core/account/PasswordResetStore';
import { SettingsStore } from '../../../src/core/settings/SettingsStore';
import { memberApp, type MemberApp } from '../../journeys/memberApp';
import { DEMO_PASSWORD } from '../../../functions/src/seed/demoMembers';
import { tallied } from '../tally';
import {
  gameOptInsOf,
  MEMBER_ACTIONS,
  newMemberEmail,
  playsOf,
  serverState,
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
      await tallied('faults', 'double and triple taps', async () => {
        const app = await preparedApp(action);
        const faults = app.get(FaultInjector);
        const before = faults.calls(action.callable);

        await tapRepeatedly(taps, () => action.act(app));

        expect(faults.calls(action.callable) - before).toBe(1);
        expect(action.succeeded(app)).toBe(true);
        expect(app.get(DialogStore).current).toBeNull();
      });
    },
  );

  it('Log in: one sign-in, so the member is fetched once', SLOW, async () => {
    await tallied('faults', 'double and triple taps', async () => {
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
    });
  });

  it('Opt in to a game: one opt-in stored, no "already opted in" refusal', SLOW, async () => {
    await tallied('faults', 'double and triple taps', async () => {
      const app = memberApp();
      await app.logIn('jack@example.com');
      const games = app.get(GamesStore);

      // The opt-in is written to the document store, which has no injected latency: the taps come
      // in one burst so that they land while the first write is still in flight.
      await tapRepeatedly(taps, () => games.optIn(DEMO_GAME_IDS.open), 0);

      expect(gameOptInsOf(app, DEMO_GAME_IDS.open)).toHaveLength(1);
      expect(games.cardById(DEMO_GAME_IDS.open)?.status.kind).toBe('ready-to-play');
      expect(app.get(DialogStore).current).toBeNull();
    });
  });

  it('Spin: one play recorded and shown', SLOW, async () => {
    await tallied('faults', 'double and triple taps', async () => {
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
    });
  });

  it('Delete My Account: deleted once, no "no account" error from a second tap', SLOW, async () => {
    await tallied('faults', 'double and triple taps', async () => {
      const app = memberApp();
      await app.logIn('kingspades@example.com');
      const settings = app.get(SettingsStore);
      settings.deleteForm.set('password', DEMO_PASSWORD);
      settings.deleteForm.set('confirmed', true);

      await tapRepeatedly(taps, () => settings.deleteAccount());

      expect(await app.settled()).toBe('signed-out');
      expect(app.get(DialogStore).current).toBeNull();
    });
  });

  it(
    'Create a login with no membership number (sign-up): one login, one verification email',
    SLOW,
    async () => {
      await tallied('faults', 'double and triple taps', async () => {
        const app = memberApp();
        await app.settled();
        const email = newMemberEmail();
        const createLogin = app.get(CreateLoginStore);
        createLogin.detailsForm.fill({
          firstName: 'Ada',
          lastName: 'Byron',
          dob: '1988-12-10',
          email,
          customerNumber: '',
        });
        createLogin.setPassword(STRONG_PASSWORD);
        createLogin.passwordForm.set('confirmPassword', STRONG_PASSWORD);
        // The fake identity provider answers at once; a real one takes a round trip, which is
        // when the later taps land.
        const auth = app.get(InMemoryAuthPort);
        const realSignUp = auth.signUp.bind(auth);
        const signUp = vi.spyOn(auth, 'signUp').mockImplementation(async (...args) => {
          await pause(ROUND_TRIP_MS);
          return realSignUp(...args);
        });
        const faults = app.get(FaultInjector);
        const serverCreations = faults.calls('users-createUser');

        await tapRepeatedly(taps, () => createLogin.submitPassword());

        expect(signUp).toHaveBeenCalledTimes(1);
        expect(faults.calls('users-createUser')).toBe(serverCreations);
        const logins = Object.values(serverState(app).identityUsers);
        expect(logins.filter((login) => login.email === email)).toHaveLength(1);
        expect(app.world.outbox().filter((mail) => mail.to === email)).toHaveLength(1);
        expect(app.pendingPath()).toBe('/account/pending');
        expect(app.get(DialogStore).current).toBeNull();
      });
    },
  );

  it(
    'Reset password: the link is used once, no "invalid link" from a second tap',
    SLOW,
    async () => {
      await tallied('faults', 'double and triple taps', async () => {
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
      });
    },
  );
});
