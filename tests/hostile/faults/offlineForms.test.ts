import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/core/kernel/messages';
import { CreateLoginStore } from '../../../src/core/account/CreateLoginStore';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { LoginStore } from '../../../src/core/session/LoginStore';
import { PasswordResetStore } from '../../../src/core/account/PasswordResetStore';
import { SettingsStore } from '../../../src/core/settings/SettingsStore';
import { DEMO_PASSWORD } from '../../../functions/src/seed/demoMembers';
import { memberApp, type MemberApp } from '../../journeys/memberApp';
import { tallyEach } from '../tally';
import { MEMBER_ACTIONS, newMemberEmail, setDeviceOffline, STRONG_PASSWORD } from './memberActions';

const SLOW = { timeout: 60_000 };

/** A form the member fills and sends; `sent` says the app moved on after a healthy send. */
interface OfflineForm {
  name: string;
  account: string | null;
  fill(app: MemberApp): Promise<void>;
  send(app: MemberApp): Promise<void>;
  typed(app: MemberApp): unknown;
  sent(app: MemberApp): Promise<boolean> | boolean;
}

/** The forms that talk to the identity provider rather than a callable. */
const IDENTITY_FORMS: OfflineForm[] = [
  {
    name: 'login',
    account: null,
    async fill(app) {
      app.get(LoginStore).form.fill({ email: 'king@example.com', password: DEMO_PASSWORD });
    },
    send: (app) => app.get(LoginStore).signIn(),
    typed: (app) => ({ ...app.get(LoginStore).form.values }),
    sent: async (app) => (await app.settled()) === 'initialised',
  },
  {
    name: 'reset password (new password)',
    account: null,
    async fill(app) {
      const reset = app.get(PasswordResetStore);
      reset.requestForm.set('email', 'queenspades@example.com');
      await reset.requestReset();
      await reset.checkLink(app.latestCodeTo('queenspades@example.com'));
      reset.setNewPassword(STRONG_PASSWORD);
      reset.resetForm.set('confirmPassword', STRONG_PASSWORD);
    },
    send: (app) => app.get(PasswordResetStore).resetPassword(),
    typed: (app) => ({ ...app.get(PasswordResetStore).resetForm.values }),
    sent: (app) => app.pendingPath() === '/reset-password-success',
  },
  {
    name: 'create login without a membership number (sign-up)',
    account: null,
    async fill(app) {
      const createLogin = app.get(CreateLoginStore);
      createLogin.detailsForm.fill({
        firstName: 'Ada',
        lastName: 'Byron',
        dob: '1988-12-10',
        email: newMemberEmail(),
        customerNumber: '',
      });
      createLogin.setPassword(STRONG_PASSWORD);
      createLogin.passwordForm.set('confirmPassword', STRONG_PASSWORD);
    },
    send: (app) => app.get(CreateLoginStore).submitPassword(),
    typed: (app) => ({
      details: { ...app.get(CreateLoginStore).detailsForm.values },
      passwords: { ...app.get(CreateLoginStore).passwordForm.values },
    }),
    sent: (app) => app.pendingPath() === '/account/pending',
  },
  {
    name: 'delete account',
    account: 'kingspades@example.com',
    async fill(app) {
      app.get(SettingsStore).deleteForm.fill({ password: DEMO_PASSWORD, confirmed: true });
    },
    send: (app) => app.get(SettingsStore).deleteAccount(),
    typed: (app) => ({ ...app.get(SettingsStore).deleteForm.values }),
    sent: async (app) => (await app.settled()) === 'signed-out' && app.session.user === null,
  },
];

/** The callable forms of the fault matrix, sent with the device offline instead. */
const CALLABLE_FORMS: OfflineForm[] = MEMBER_ACTIONS.filter((action) => action.typed).map(
  (action) => ({
    name: `${action.what} (${action.callable})`,
    account: action.account,
    fill: (app) => action.prepare(app),
    send: (app) => action.act(app),
    typed: (app) => action.typed?.(app),
    sent: (app) => action.succeeded(app),
  }),
);

describe('the member goes offline, presses send, and comes back online', () => {
  it.each([...IDENTITY_FORMS, ...CALLABLE_FORMS].map((form) => [form.name, form] as const))(
    '%s: the network message, every typed value kept, then sent once online',
    SLOW,
    async (_name, form) => {
      const app = memberApp();
      if (form.account === null) await app.settled();
      else await app.logIn(form.account);
      await form.fill(app);
      const dialogs = app.get(DialogStore);

      await tallyEach('faults', 'offline and back, typed values kept', [form.name], async () => {
        const typed = form.typed(app);
        setDeviceOffline(app, true);
        await form.send(app);

        const problem = dialogs.current;
        expect(problem?.title).toBe('Problem');
        // Linking puts its own heading above the reason ('Unable to Link Membership').
        const reason =
          problem?.kind === 'problem' && problem.detail !== null
            ? problem.detail
            : problem?.message;
        expect(reason).toBe(messages.offline.needsConnection);
        expect(form.typed(app)).toEqual(typed);
        expect(app.session.user?.email ?? null).toBe(form.account);

        dialogs.close();
        setDeviceOffline(app, false);
        await form.send(app);
        expect(await form.sent(app)).toBe(true);
        expect(dialogs.current).toBeNull();
      });
    },
  );
});
