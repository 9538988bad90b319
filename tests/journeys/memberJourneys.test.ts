import { describe, expect, it } from 'vitest';
import { DEMO_GAME_IDS } from '../../functions/src/seed/demoGames';
import { messages } from '../../src/core/kernel/messages';
import { TOAST_TEMPORARY_MS } from '../../src/core/kernel/constants';
import { CallablesPort } from '../../src/core/ports/CallablesPort';
import { CreateLoginStore } from '../../src/core/account/CreateLoginStore';
import { DialogStore } from '../../src/core/kernel/DialogStore';
import { GamesStore } from '../../src/core/games/GamesStore';
import { LinkMembershipStore } from '../../src/core/account/LinkMembershipStore';
import { MemberStore } from '../../src/core/member/MemberStore';
import { NotificationsStore } from '../../src/core/kernel/NotificationsStore';
import { OffersStore } from '../../src/core/offers/OffersStore';
import { PasswordResetStore } from '../../src/core/account/PasswordResetStore';
import { UsageStatisticsConsentStore } from '../../src/core/device/UsageStatisticsConsentStore';
import { RegistrationStore } from '../../src/core/account/RegistrationStore';
import { SettingsStore } from '../../src/core/settings/SettingsStore';
import { SupportStore } from '../../src/core/support/SupportStore';
import { VenueStore } from '../../src/core/venue/VenueStore';
import { VerificationStore } from '../../src/core/account/VerificationStore';
import { expectFunctionError } from '../contracts/expectations';
import { memberApp } from './memberApp';

const NEW_PASSWORD = 'Velvet-Roulette-Sunrise-71';
const JOURNEY_TIMEOUT_MS = 20_000;

// Password strength checks load zxcvbn's dictionaries, which takes seconds on a busy machine.
describe(
  'a member can be taken through every use case against the fake world',
  { timeout: JOURNEY_TIMEOUT_MS },
  () => {
    it('signs in as king@example.com and reaches initialised with member, venue and games', async () => {
      const app = memberApp();
      // A production build, where the member is asked about usage statistics.
      app.platform.devMode = false;

      expect(await app.logIn('king@example.com')).toBe('initialised');

      expect(app.get(MemberStore).member).toMatchObject({
        membershipNumber: '100104',
        firstName: 'Marcus',
      });
      expect(app.get(MemberStore).tier).toBe('King');
      expect(app.get(VenueStore).venue?.id).toBe(6);
      expect(app.get(GamesStore).cards.map((card) => card.game.id)).toEqual(
        expect.arrayContaining(Object.values(DEMO_GAME_IDS)),
      );
      const consent = app.get(UsageStatisticsConsentStore);
      expect(consent.promptVisible).toBe(true);
      consent.setConsent(true);
      expect(consent.promptVisible).toBe(false);
      expect(consent.granted).toBe(true);
    });

    it('tells a temporary member for 5 seconds, then logs them out', async () => {
      const app = memberApp();

      expect(await app.logIn('temporary@example.com')).toBe('signed-out');

      expect(app.get(NotificationsStore).toasts).toMatchObject([
        { kind: 'info', message: messages.app.temporaryMembership, durationMs: TOAST_TEMPORARY_MS },
      ]);
      expect(app.get(DialogStore).current).toBeNull();
      expect(app.pendingPath()).toBe('/login');
    });

    it.each([
      ['update@example.com', messages.app.updateRequired],
      ['executive@example.com', messages.app.executiveRequired],
      ['account@example.com', messages.app.accountRequired],
      ['suspended@example.com', messages.app.suspended],
    ])('shows %s the Problem dialog and logs them out', async (email, message) => {
      const app = memberApp();

      expect(await app.logIn(email)).toBe('signed-out');

      expect(app.get(DialogStore).current).toMatchObject({ title: 'Problem', message });
      expect(app.session.user).toBeNull();
      expect(app.get(MemberStore).member).toBeNull();
    });

    it('holds an unverified member at /account/pending until the emailed link is opened', async () => {
      const app = memberApp();

      expect(await app.logIn('unverified@example.com')).toBe('email-unverified');
      expect(app.pendingPath()).toBe('/account/pending');
      const verification = app.get(VerificationStore);
      await verification.resend();
      await verification.apply(app.latestCodeTo('unverified@example.com'));

      expect(await app.settled()).toBe('initialised');
      expect(app.get(MemberStore).member?.membershipNumber).toBe('100114');
    });

    it('links membership 100200 (born 1985-04-12) for a login with none', async () => {
      const app = memberApp();
      expect(await app.logIn('unlinked@example.com')).toBe('linking-required');
      expect(app.pendingPath()).toBe('/account/verify');
      const link = app.get(LinkMembershipStore);

      link.form.set('membershipNumber', '100200');
      link.form.set('dob', '1985-04-12');
      await link.link();

      expect(await app.settled()).toBe('initialised');
      expect(app.session.requiresAccountLinking).toBe(false);
      expect(app.get(MemberStore).member?.membershipNumber).toBe('100200');
    });

    it('opts in to a game and spins once; a second spin the same day is refused', async () => {
      const app = memberApp();
      await app.logIn('jack@example.com');
      const games = app.get(GamesStore);

      await games.optIn(DEMO_GAME_IDS.open);
      expect(games.cardById(DEMO_GAME_IDS.open)?.status.kind).toBe('ready-to-play');
      await games.spin(DEMO_GAME_IDS.open);
      const result = games.resultFor(DEMO_GAME_IDS.open);
      await games.spin(DEMO_GAME_IDS.open);

      expect(result?.prize.name).toEqual(expect.any(String));
      expect(games.cardById(DEMO_GAME_IDS.open)?.status.kind).toMatch(
        /^already-played-(won|lost)$/,
      );
      expect(app.get(DialogStore).current?.message).toBe(
        games.cardById(DEMO_GAME_IDS.open)?.message,
      );
      await expectFunctionError(
        app.get<CallablesPort>(CallablesPort).call('promotions-spinTheWheel', {
          location: 'gb',
          gameId: DEMO_GAME_IDS.open,
        }),
        'resource-exhausted',
      );
      expect(app.analytics.events.map(({ type }) => type)).toEqual(['optin', 'spin wheel']);
    });

    it('fetches the vouchers and a QR code PNG', async () => {
      const app = memberApp();
      await app.logIn('king@example.com');
      const offers = app.get(OffersStore);

      await offers.load();
      const redeemable = [...offers.myOffers, ...offers.otherOffers].find(
        (voucher) => voucher.redeemable,
      );
      await offers.loadQr(redeemable?.id ?? '');

      expect(offers.status).toBe('ready');
      expect(offers.qrFor(redeemable?.id ?? '').imageUrl).toMatch(/^data:image\/png;base64,/);
    });

    it('submits a support ticket', async () => {
      const app = memberApp();
      await app.logIn('queen@example.com');
      const support = app.get(SupportStore);

      support.prefill();
      support.form.set('topic', 'Offers and vouchers');
      support.form.set('message', 'My birthday voucher is not showing.');
      await support.submit();

      expect(support.submittedTicketId).toMatch(/^T-\d+$/);
    });

    it('requests a password reset and uses the emailed link to choose a new password', async () => {
      const app = memberApp();
      await app.settled();
      const reset = app.get(PasswordResetStore);

      reset.requestForm.set('email', 'queenspades@example.com');
      await reset.requestReset();
      expect(app.pendingPath()).toBe('/forgotten-password-confirm');
      await reset.checkLink(app.latestCodeTo('queenspades@example.com'));
      expect(reset.linkEmail).toBe('queenspades@example.com');
      reset.setNewPassword(NEW_PASSWORD);
      reset.resetForm.set('confirmPassword', NEW_PASSWORD);
      await reset.resetPassword();

      expect(app.pendingPath()).toBe('/reset-password-success');
      expect(await app.logIn('queenspades@example.com', NEW_PASSWORD)).toBe('initialised');
    });

    it('creates a login for a member who has just joined, verified through the emailed link', async () => {
      const app = memberApp();
      await app.settled();
      const registration = app.get(RegistrationStore);
      registration.form.fill({
        title: 'Ms',
        firstName: 'Rosa',
        lastName: 'Lane',
        gender: 'Female',
        dob: '1990-06-15',
        email: 'rosa.lane@example.com',
        mobilePhone: '07700 900555',
        over18: true,
        termsAccepted: true,
        homeCasino: 6,
      });
      await registration.submit();
      const createLogin = app.get(CreateLoginStore);
      createLogin.detailsForm.fill({
        firstName: 'Rosa',
        lastName: 'Lane',
        dob: '1990-06-15',
        email: 'rosa.lane@example.com',
        customerNumber: registration.customerNumber ?? '',
      });
      await createLogin.submitDetails();
      createLogin.setPassword(NEW_PASSWORD);
      createLogin.passwordForm.set('confirmPassword', NEW_PASSWORD);
      await createLogin.submitPassword();
      expect(app.pendingPath()).toBe('/account/pending');

      expect(await app.logIn('rosa.lane@example.com', NEW_PASSWORD)).toBe('email-unverified');
      await app.get(VerificationStore).apply(app.latestCodeTo('rosa.lane@example.com'));

      // A new member is temporary until their ID is checked at the casino: told, then logged out.
      expect(await app.settled()).toBe('signed-out');
      expect(app.get(NotificationsStore).toasts.map((toast) => toast.message)).toContain(
        messages.app.temporaryMembership,
      );
    });

    it('deletes the account, shows the receipt, after which signing in fails', async () => {
      const app = memberApp();
      await app.logIn('kingspades@example.com');
      const settings = app.get(SettingsStore);

      settings.deleteForm.set('password', 'Demo-Royal-Flush-26');
      settings.deleteForm.set('confirmed', true);
      await settings.deleteAccount();

      expect(await app.settled()).toBe('signed-out');
      expect(app.pendingPath()).toMatch(/^\/account\/deleted\?reference=DEL-[0-9A-Z]{8}$/);
      expect(await app.logIn('kingspades@example.com')).toBe('signed-out');
      expect(app.get(DialogStore).current?.message).toBe(messages.login.userNotFound);
    });
  },
);
