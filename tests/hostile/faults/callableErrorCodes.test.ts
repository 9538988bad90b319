import { describe, expect, it } from 'vitest';
import { FaultInjector } from '../../../src/adapters/fake/world/FaultInjector';
import {
  FUNCTION_ERROR_CODES,
  type FunctionErrorCode,
} from '../../../src/core/kernel/functionErrors';
import { messages } from '../../../src/core/kernel/messages';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { NavigationStore } from '../../../src/core/navigation/NavigationStore';
import { VerificationStore } from '../../../src/core/account/VerificationStore';
import { memberApp, type MemberApp } from '../../journeys/memberApp';
import { tallied, tallyEach } from '../tally';
import { LAST_SEEN_KEY } from '../../../src/core/kernel/query/DeviceCopy';
import {
  definedMessageFor,
  GENERIC_WITH_ANY_REFERENCE,
  expectDefinedProblem,
  NETWORK_CODES,
  serverMessageFor,
} from './definedProblem';
import { eventually, MEMBER_ACTIONS, type MemberAction } from './memberActions';

/** Every code but 'unauthenticated', which ends the session and is tried on its own. */
const CODES_KEEPING_THE_SESSION = FUNCTION_ERROR_CODES.filter((code) => code !== 'unauthenticated');

// Sign-ins hash passwords and create logins load zxcvbn: seconds each on a busy machine.
const SLOW = { timeout: 60_000 };

async function appReadyFor(action: MemberAction): Promise<MemberApp> {
  const app = memberApp();
  if (action.account === null) await app.settled();
  else await app.logIn(action.account);
  await action.prepare(app);
  app.get(NavigationStore).setLocation(action.page);
  return app;
}

/** The member presses the button once while the next call of the action's callable fails. */
async function failOnce(app: MemberApp, action: MemberAction, code: FunctionErrorCode) {
  action.beforeAttempt?.(app);
  // With a copy of an earlier answer on the device, a read shows that copy when the network
  // fails (DECISIONS.md "Offline and the device copy"), and no dialog: these tests are about a
  // member with no copy yet.
  app.device.remove(LAST_SEEN_KEY);
  app.get(FaultInjector).failNext(action.callable, code, serverMessageFor(code));
  await action.act(app);
}

describe('every function error code on every call a member can trigger', () => {
  describe.each(MEMBER_ACTIONS.map((action) => [`${action.callable}: ${action.what}`, action]))(
    '%s',
    (_name, action) => {
      it(
        'shows the defined message, keeps what was typed, and works once the fault clears',
        SLOW,
        async () => {
          const app = await appReadyFor(action);
          const dialogs = app.get(DialogStore);

          await tallyEach(
            'faults',
            `${action.callable} error codes`,
            CODES_KEEPING_THE_SESSION,
            async (code) => {
              const typedBefore = action.typed?.(app);
              await failOnce(app, action, code);

              const problem = expectDefinedProblem(dialogs.current, code, action);
              if (action.typed) expect(action.typed(app)).toEqual(typedBefore);
              expect(app.session.user?.email ?? null).toBe(action.account);
              if (problem.canRetry) {
                // "Try again" sends the request again; the fault was for one call only.
                dialogs.retry();
                await eventually(() => action.succeeded(app));
              } else {
                dialogs.close();
              }
              expect(dialogs.current).toBeNull();
            },
          );

          // A flow with "Try again" has just proved it works again; the others press once more.
          // (Resending the verification email again would also hit its 3-per-10-minutes limit.)
          if (!action.offersRetry) {
            action.beforeAttempt?.(app);
            await action.act(app);
            expect(action.succeeded(app)).toBe(true);
            expect(dialogs.current).toBeNull();
          }
        },
      );

      it(
        'on unauthenticated signs out to /login, and the member can carry on after logging in',
        SLOW,
        async () => {
          await tallied('faults', `${action.callable} error codes`, async () => {
            const app = await appReadyFor(action);

            await failOnce(app, action, 'unauthenticated');

            expectDefinedProblem(app.get(DialogStore).current, 'unauthenticated', action);
            await app.settled();
            expect(app.session.user).toBeNull();
            expect(app.pendingPath()).toMatch(/^\/login(\?redirect=|$)/);
            const signedInPage = action.account !== null && !action.page.startsWith('/account/');
            if (signedInPage) {
              expect(app.pendingPath()).toBe(`/login?redirect=${encodeURIComponent(action.page)}`);
            }
            app.get(DialogStore).close();

            // Signed out on purpose (a shared phone keeps nothing), the member logs in again,
            // fills the form again, and the same press works.
            if (action.account !== null) {
              await app.logIn(action.account);
              await action.prepare(app);
            }
            action.beforeAttempt?.(app);
            await action.act(app);
            expect(action.succeeded(app)).toBe(true);
            expect(app.get(DialogStore).current).toBeNull();
          });
        },
      );
    },
  );
});

describe('the calls the session makes by itself', () => {
  it(
    'members-getMember: every code signs the member out with the defined message; logging in again works',
    SLOW,
    async () => {
      const app = memberApp();
      const dialogs = app.get(DialogStore);

      await tallyEach(
        'faults',
        'members-getMember error codes',
        FUNCTION_ERROR_CODES,
        async (code) => {
          app.get(FaultInjector).failNext('members-getMember', code, serverMessageFor(code));

          expect(await app.logIn('king@example.com')).toBe('signed-out');

          const dialog = dialogs.current;
          expect(dialog).toMatchObject({ kind: 'problem', title: 'Problem', canRetry: false });
          // spec 8: no answer or a refused token is 'app offline'; anything else logs out with its own.
          const noAnswerOrRefused = code === 'unauthenticated' || NETWORK_CODES.includes(code);
          const generic = code === 'internal' || code === 'unimplemented' || code === 'unknown';
          // The session's dialog carries the reference in its text.
          if (generic) expect(dialog?.message).toMatch(GENERIC_WITH_ANY_REFERENCE);
          else if (noAnswerOrRefused) expect(dialog?.message).toBe(messages.app.offline);
          else expect(dialog?.message).toBe(definedMessageFor(code, null));
          expect(app.pendingPath()).toBe('/login');
          dialogs.close();
        },
      );

      expect(await app.logIn('king@example.com')).toBe('initialised');
    },
  );

  it(
    'users-setVerifiedEmail: every code signs out with "unable to set the email as verified"',
    SLOW,
    async () => {
      const app = memberApp();
      const dialogs = app.get(DialogStore);
      expect(await app.logIn('unverified@example.com')).toBe('email-unverified');
      await app.get(VerificationStore).resend();
      app.get(FaultInjector).failNext('users-setVerifiedEmail', 'unavailable');
      // The link verifies the login; telling the profile fails, so the session ends.
      await app.get(VerificationStore).apply(app.latestCodeTo('unverified@example.com'));
      expect(await app.settled()).toBe('signed-out');
      dialogs.close();

      await tallyEach(
        'faults',
        'users-setVerifiedEmail error codes',
        FUNCTION_ERROR_CODES,
        async (code) => {
          app.get(FaultInjector).failNext('users-setVerifiedEmail', code, serverMessageFor(code));

          expect(await app.logIn('unverified@example.com')).toBe('signed-out');

          expect(dialogs.current).toMatchObject({
            title: 'Problem',
            message: messages.errors.setEmailVerified,
          });
          expect(app.pendingPath()).toBe('/login');
          dialogs.close();
        },
      );

      expect(await app.logIn('unverified@example.com')).toBe('initialised');
    },
  );
});
