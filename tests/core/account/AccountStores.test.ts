import { describe, expect, it } from 'vitest';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { messages } from '../../../src/core/kernel/messages';
import { notices } from '../../../src/core/kernel/notices';
import { CreateLoginStore } from '../../../src/core/account/CreateLoginStore';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { NavigationStore } from '../../../src/core/navigation/NavigationStore';
import { NotificationsStore } from '../../../src/core/kernel/NotificationsStore';
import { PasswordResetStore } from '../../../src/core/account/PasswordResetStore';
import { RegistrationStore } from '../../../src/core/account/RegistrationStore';
import { SessionStore } from '../../../src/core/session/SessionStore';
import { VerificationStore } from '../../../src/core/account/VerificationStore';
import { anAuthUser } from '../../builders/anAuthUser';
import { aProfile } from '../../builders/aProfile';
import { coreWithDoubles } from '../../doubles/coreWithDoubles';
import { arrangeSignedInWorld, PASSWORD, settle } from '../arrangeSignedInWorld';

const STRONG = 'violet-Harbour-tractor-91';

describe('PasswordResetStore', () => {
  it.each([
    ['sends the link and goes to /forgotten-password-confirm', null, '/forgotten-password-confirm'],
    [
      "goes to /account/create when the server says to 'create a new one'",
      new FunctionError('not-found', 'No login for this email: please create a new one'),
      '/account/create',
    ],
  ])('%s', async (_case, failure, path) => {
    const core = coreWithDoubles();
    if (failure) core.callables.fail('users-sendPasswordReset', failure);
    else core.callables.answer('users-sendPasswordReset', { success: true });
    const reset = core.get(PasswordResetStore);
    reset.requestForm.set('email', 'alex@example.com');

    await reset.requestReset();

    expect(core.get(NavigationStore).pending?.path).toBe(path);
    expect(core.get(DialogStore).current).toBeNull();
  });

  it('goes to /forgotten-password-confirm with when the last link went when no new mail was sent', async () => {
    const core = coreWithDoubles();
    core.callables.answer('users-sendPasswordReset', {
      success: true,
      lastSentAt: '2026-07-01T13:02:00.000Z',
      nextSendAt: '2026-07-01T14:02:00.000Z',
    });
    const reset = core.get(PasswordResetStore);
    reset.requestForm.set('email', 'alex@example.com');

    await reset.requestReset();

    expect(core.get(NavigationStore).pending?.path).toBe('/forgotten-password-confirm');
    expect(reset.sentEarlier?.lastSentAt).toEqual(new Date('2026-07-01T13:02:00.000Z'));
  });

  it('says the link is invalid or expired', async () => {
    const core = coreWithDoubles();
    const reset = core.get(PasswordResetStore);

    await reset.checkLink('stale');

    expect(reset.linkStatus).toBe('error');
    expect(core.get(DialogStore).current?.message).toBe(messages.app.invalidResetLink);
  });

  it('sets the new password from a checked link, then /reset-password-success', async () => {
    const core = coreWithDoubles();
    core.auth.withAccount(anAuthUser().build(), 'old');
    core.auth.resetCodes.set('good', 'alex@example.com');
    const reset = core.get(PasswordResetStore);
    await reset.checkLink('good');

    reset.setNewPassword(STRONG);
    reset.resetForm.set('confirmPassword', STRONG);
    await reset.resetPassword();

    expect(reset.linkEmail).toBe('alex@example.com');
    expect(core.auth.accounts.get('alex@example.com')?.password).toBe(STRONG);
    expect(core.get(NavigationStore).pending).toEqual({
      path: '/reset-password-success',
      replace: true,
    });
  });

  it('shows the strength meter for the password typed', async () => {
    const core = coreWithDoubles();
    const reset = core.get(PasswordResetStore);

    await reset.meter.measure('password', {});

    expect(reset.meter.assessment).toMatchObject({ strongEnough: false, label: 'Very weak' });
  });
});

describe('CreateLoginStore', () => {
  it('checks the details, then creates the login and goes to /account/pending', async () => {
    const core = coreWithDoubles();
    core.callables.answer('users-createUser', { success: true });
    const create = core.get(CreateLoginStore);
    create.detailsForm.fill({
      firstName: 'Alex',
      lastName: 'Morgan',
      dob: '1980-05-17',
      email: 'alex@example.com',
      customerNumber: '10012345',
    });

    await create.submitDetails();
    const afterDetails = core.get(NavigationStore).pending?.path;
    create.passwordForm.fill({ password: STRONG, confirmPassword: STRONG });
    await create.submitPassword();

    expect(afterDetails).toBe('/account/password');
    expect(core.get(NavigationStore).pending?.path).toBe('/account/pending');
    expect(core.get(VerificationStore).pendingEmail).toBe('alex@example.com');
    expect(create.detailsForm.values.firstName).toBe('');
  });

  it.each([
    [
      'refuses the details',
      new FunctionError('invalid-argument', messages.app.profileMismatch),
      messages.app.profileMismatch,
    ],
    [
      'locks the guesses (too many failed attempts)',
      new FunctionError('resource-exhausted', 'Too many failed attempts, try again later'),
      messages.errors.rateLimited,
    ],
  ])('keeps both forms and says why when the server %s', async (_, error, message) => {
    const core = coreWithDoubles();
    core.callables.fail('users-createUser', error);
    const create = core.get(CreateLoginStore);
    const details = {
      firstName: 'Alex',
      lastName: 'Morgan',
      dob: '1980-05-17',
      email: 'alex@example.com',
      customerNumber: '10012345',
    };
    create.detailsForm.fill(details);
    create.passwordForm.fill({ password: STRONG, confirmPassword: STRONG });

    await create.submitPassword();

    expect(core.get(DialogStore).current?.message).toBe(message);
    expect(create.detailsForm.values).toEqual(details);
    expect(create.passwordForm.values.password).toBe(STRONG);
  });
});

describe('RegistrationStore', () => {
  it('registers and goes to /account/register/success with the customer number', async () => {
    const core = coreWithDoubles();
    core.callables.answer('members-registerAccount', {
      data: { success: true, customerNumber: '20000001' },
    });
    const registration = core.get(RegistrationStore);
    registration.form.fill({
      title: 'Mr',
      firstName: 'Jo',
      lastName: 'Bloggs',
      gender: 'Male',
      dob: '1970-01-01',
      email: 'jo@example.com',
      mobilePhone: '07700900123',
      over18: true,
      termsAccepted: true,
      homeCasino: 17,
    });

    await registration.submit();

    expect(registration.customerNumber).toBe('20000001');
    expect(core.get(NavigationStore).pending?.path).toBe('/account/register/success');
  });

  it('says plainly that no more mails can be sent, and keeps the values, at the mail limit', async () => {
    const core = coreWithDoubles();
    core.callables.fail(
      'members-registerAccount',
      new FunctionError('resource-exhausted', 'Too many emails have been asked for this address'),
    );
    const registration = core.get(RegistrationStore);
    const typed = {
      title: 'Mr',
      firstName: 'Jo',
      lastName: 'Bloggs',
      gender: 'Male',
      dob: '1970-01-01',
      email: 'jo@example.com',
      mobilePhone: '07700900123',
      over18: true,
      termsAccepted: true,
      homeCasino: 17,
    };
    registration.form.fill(typed);

    await registration.submit();

    expect(core.get(DialogStore).current?.message).toBe(messages.errors.tooManyEmails);
    expect(registration.form.values).toMatchObject(typed);
    expect(registration.customerNumber).toBeNull();
  });

  it('asks for the over-18 confirmation beside the field and keeps the values', async () => {
    const core = coreWithDoubles();
    const registration = core.get(RegistrationStore);
    registration.form.fill({ firstName: 'Jo', over18: false });

    await registration.submit();

    expect(registration.form.errorFor('over18')).toBe(messages.validation.confirmOver18);
    expect(registration.form.summary).not.toBeNull();
    expect(registration.form.values.firstName).toBe('Jo');
    expect(core.get(DialogStore).current).toBeNull();
  });
});

describe('VerificationStore', () => {
  it('refuses to resend when the email is already verified', async () => {
    const core = coreWithDoubles();
    core.callables.answer('users-resendVerificationEmail', { isVerified: true });
    const verification = core.get(VerificationStore);
    verification.setPendingEmail('alex@example.com');

    await verification.resend();

    expect(core.get(DialogStore).current?.message).toBe(messages.app.emailAlreadyVerified);
  });

  it('says plainly that no more mails can be sent at the mail limit', async () => {
    const core = coreWithDoubles();
    core.callables.fail(
      'users-resendVerificationEmail',
      new FunctionError('resource-exhausted', 'Too many emails have been asked for this address'),
    );
    const verification = core.get(VerificationStore);
    verification.setPendingEmail('alex@example.com');

    await verification.resend();

    expect(core.get(DialogStore).current?.message).toBe(messages.errors.tooManyEmails);
    expect(verification.email).toBe('alex@example.com');
  });

  it('says when the last link went, and no toast, when the server sent no new mail', async () => {
    const core = coreWithDoubles();
    core.callables.answer('users-resendVerificationEmail', {
      success: true,
      lastSentAt: '2026-07-01T13:02:00.000Z',
      nextSendAt: '2026-07-01T13:06:00.000Z',
    });
    const verification = core.get(VerificationStore);
    verification.setPendingEmail('alex@example.com');

    await verification.resend();

    expect(verification.sentEarlier).toEqual({
      lastSentAt: new Date('2026-07-01T13:02:00.000Z'),
      nextSendAt: new Date('2026-07-01T13:06:00.000Z'),
    });
    expect(core.get(NotificationsStore).toasts).toHaveLength(0);
  });

  it('confirms a resent email with a toast', async () => {
    const core = coreWithDoubles();
    core.callables.answer('users-resendVerificationEmail', { success: true });
    const verification = core.get(VerificationStore);
    verification.setPendingEmail('alex@example.com');

    await verification.resend();

    expect(core.get(NotificationsStore).toasts[0]?.message).toBe(notices.verificationSent);
  });

  it('applies a verification link and lets a signed-in member carry on', async () => {
    const world = arrangeSignedInWorld({
      user: anAuthUser().unverified().build(),
      profile: aProfile().unverified().build(),
    });
    world.auth.verificationCodes.set('verify-1', world.user.email);
    world.auth.signedInAs(world.user);
    world.get(SessionStore).start();
    world.auth.initialise();
    await settle();

    await world.get(VerificationStore).apply('verify-1');
    await settle();

    expect(world.get(VerificationStore).applyStatus).toBe('ready');
    expect(world.get(SessionStore).phase).toBe('initialised');
  });

  it('does not apply a link opened signed out until the login is signed in with its password', async () => {
    const core = coreWithDoubles();
    const user = anAuthUser().unverified().build();
    core.auth.withAccount(user, STRONG);
    core.auth.verificationCodes.set('planted-1', user.email);
    core.get(SessionStore).start();
    core.auth.initialise();
    await settle();
    const verification = core.get(VerificationStore);

    await verification.apply('planted-1');

    expect(verification.needsPassword).toBe(true);
    expect(verification.applyStatus).toBe('idle');
    expect(core.auth.accounts.get(user.email)?.user.emailVerified).toBe(false);
  });

  it('keeps the link usable and says so when the password is wrong', async () => {
    const core = coreWithDoubles();
    const user = anAuthUser().unverified().build();
    core.auth.withAccount(user, STRONG);
    core.auth.verificationCodes.set('planted-2', user.email);
    core.get(SessionStore).start();
    core.auth.initialise();
    await settle();
    const verification = core.get(VerificationStore);

    await verification.apply('planted-2', { email: user.email, password: 'not-the-password' });

    expect(verification.applyStatus).toBe('idle');
    expect(core.get(DialogStore).current?.message).toBe(messages.login.wrongPassword);
    expect(core.auth.accounts.get(user.email)?.user.emailVerified).toBe(false);
  });

  it('signs in with the password, then applies the link', async () => {
    const core = coreWithDoubles();
    const user = anAuthUser().unverified().build();
    core.auth.withAccount(user, STRONG);
    core.auth.verificationCodes.set('verify-2', user.email);
    core.callables.answer('users-setVerifiedEmail', { success: true });
    core.get(SessionStore).start();
    core.auth.initialise();
    await settle();
    const verification = core.get(VerificationStore);

    await verification.apply('verify-2', { email: ` ${user.email} `, password: STRONG });
    await settle();

    expect(verification.applyStatus).toBe('ready');
    expect(core.auth.accounts.get(user.email)?.user.emailVerified).toBe(true);
  });

  describe('a verification link opened while another member is signed in', () => {
    /** Member Bo signed in on the device; the link was issued to a login planted with Alex's email. */
    async function boSignedInWithAlexsLink() {
      const world = arrangeSignedInWorld({
        user: anAuthUser().withUid('uid-bo').withEmail('bo@example.com').build(),
      });
      const planted = anAuthUser().withUid('uid-planted').unverified().build();
      world.auth.withAccount(planted, STRONG);
      world.auth.verificationCodes.set('planted-3', planted.email);
      world.auth.signedInAs(world.user);
      world.get(SessionStore).start();
      world.auth.initialise();
      await settle();
      return { ...world, planted, verification: world.get(VerificationStore) };
    }

    it("asks the link's password and does not verify its login", async () => {
      const world = await boSignedInWithAlexsLink();

      await world.verification.apply('planted-3');

      expect(world.verification.needsPassword).toBe(true);
      expect(world.verification.applyStatus).toBe('idle');
      expect(world.verification.otherMembersLink?.loginEmail).toBe(world.planted.email);
      expect(world.auth.accounts.get(world.planted.email)?.user.emailVerified).toBe(false);
      expect(world.auth.operations).not.toContain('applyEmailVerification');
      expect(world.get(SessionStore).user?.uid).toBe('uid-bo');
    });

    it("refuses the signed-in member's own password for another login's link", async () => {
      const world = await boSignedInWithAlexsLink();
      await world.verification.apply('planted-3');

      await world.verification.apply('planted-3', { email: 'bo@example.com', password: PASSWORD });

      expect(world.get(DialogStore).current?.message).toBe(messages.app.verificationLinkOtherLogin);
      expect(world.verification.applyStatus).toBe('idle');
      expect(world.auth.accounts.get(world.planted.email)?.user.emailVerified).toBe(false);
      expect(world.auth.operations).not.toContain('applyEmailVerification');
      expect(world.auth.current()?.uid).toBe('uid-bo');
    });

    it("keeps the link usable when the link's password is wrong", async () => {
      const world = await boSignedInWithAlexsLink();
      await world.verification.apply('planted-3');

      await world.verification.apply('planted-3', {
        email: world.planted.email,
        password: PASSWORD,
      });

      expect(world.get(DialogStore).current?.message).toBe(messages.login.wrongPassword);
      expect(world.verification.applyStatus).toBe('idle');
      expect(world.auth.accounts.get(world.planted.email)?.user.emailVerified).toBe(false);
      expect(world.auth.current()?.uid).toBe('uid-bo');
    });

    it("verifies it with the link's password, signed in as that login from then on", async () => {
      const world = await boSignedInWithAlexsLink();
      await world.verification.apply('planted-3');

      await world.verification.apply('planted-3', { email: world.planted.email, password: STRONG });
      await settle();

      expect(world.verification.applyStatus).toBe('ready');
      expect(world.auth.accounts.get(world.planted.email)?.user.emailVerified).toBe(true);
      expect(world.get(SessionStore).user?.uid).toBe('uid-planted');
    });

    it("stays verified when the page asks again once the link's login is signed in", async () => {
      const world = await boSignedInWithAlexsLink();
      await world.verification.apply('planted-3');
      await world.verification.apply('planted-3', { email: world.planted.email, password: STRONG });
      await settle();
      // A code works once: the identity provider refuses it from now on.
      world.auth.verificationCodes.delete('planted-3');
      const checks = world.auth.operations.length;

      // The page applies a signed-in member's own link at once, and now the link's login is in.
      await world.verification.apply('planted-3');
      await settle();

      expect(world.verification.applyStatus).toBe('ready');
      expect(world.get(DialogStore).current).toBeNull();
      expect(world.auth.operations.slice(checks)).not.toContain('verificationEmail');
    });
  });
});
