import { expect } from 'vitest';
import type { AuthUser } from '../../src/core/ports/AuthPort';
import type { BackendFixture, FixtureFactory, SuiteApi } from './BackendFixture';
import { DEMO_PASSWORD, expectAuthError, latestCodeTo, signInAs } from './expectations';

const NEW_PASSWORD = 'Velvet-Roulette-Sunrise-71';
const TWO_HOURS_MS = 2 * 60 * 60 * 1000;

/** Calls of `observe` so far; `initialised` resolves with the first ("auth initialised"). */
function recordAuthStates(fixture: BackendFixture) {
  const states: (AuthUser | null)[] = [];
  let heard: () => void = () => undefined;
  const initialised = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const stop = fixture.auth.observe((user) => {
    states.push(user);
    heard();
  });
  return { states, stop, initialised };
}

async function requestResetCode(fixture: BackendFixture, email: string): Promise<string> {
  await fixture.callables.call('users-sendPasswordReset', {
    email,
    devMode: false,
    devDomain: '',
  });
  return latestCodeTo(fixture, email);
}

/** What every AuthPort adapter does, held against the seeded demo world. */
export function authPortContract(
  { describe, it }: SuiteApi,
  makeFixture: FixtureFactory<BackendFixture>,
): void {
  describe('AuthPort contract', () => {
    it('reports nobody signed in once at start, then every sign-in and sign-out', async () => {
      const fixture = await makeFixture();
      const { states, stop, initialised } = recordAuthStates(fixture);
      await initialised;
      expect(states).toEqual([null]);

      const user = await signInAs(fixture, 'king');
      await fixture.auth.signOut();
      stop();
      await signInAs(fixture, 'king');

      expect(states).toEqual([null, user, null]);
    });

    it('signs in a demo member and knows them as the current user', async () => {
      const fixture = await makeFixture();

      const user = await fixture.auth.signIn('King@Example.com', DEMO_PASSWORD);

      expect(user).toEqual({
        uid: expect.any(String),
        email: 'king@example.com',
        emailVerified: true,
      });
      expect(fixture.auth.current()).toEqual(user);
      expect(await fixture.auth.idToken()).toEqual(expect.any(String));
    });

    it.each([
      ['an unknown email', 'nobody@example.com', DEMO_PASSWORD, 'user-not-found'],
      ['a wrong password', 'king@example.com', 'Not-The-Password-1', 'wrong-password'],
      ['no password', 'king@example.com', '', 'missing-password'],
      ['a malformed email', 'king-at-example', DEMO_PASSWORD, 'invalid-email'],
    ] as const)('refuses a sign-in with %s', async (_case, email, password, reason) => {
      const fixture = await makeFixture();

      await expectAuthError(fixture.auth.signIn(email, password), reason);

      expect(fixture.auth.current()).toBeNull();
    });

    it('signs out, and signing out again is fine', async () => {
      const fixture = await makeFixture();
      await signInAs(fixture, 'queen');

      await fixture.auth.signOut();
      await fixture.auth.signOut();

      expect(fixture.auth.current()).toBeNull();
      expect(await fixture.auth.idToken()).toBeNull();
      expect(await fixture.auth.reload()).toBeNull();
    });

    it('signs up a new unverified login, signed in at once; an email in use is refused', async () => {
      const fixture = await makeFixture();

      const user = await fixture.auth.signUp('new.visitor@example.com', NEW_PASSWORD);

      expect(user).toMatchObject({ email: 'new.visitor@example.com', emailVerified: false });
      expect(fixture.auth.current()?.uid).toBe(user.uid);
      await expectAuthError(fixture.auth.signUp('king@example.com', NEW_PASSWORD), 'other');
    });

    it('verifies the email with the mailed link; the user shows it after reload', async () => {
      const fixture = await makeFixture();
      await fixture.auth.signUp('verify.me@example.com', NEW_PASSWORD);

      await fixture.auth.sendEmailVerification();
      await fixture.auth.applyEmailVerification(
        await latestCodeTo(fixture, 'verify.me@example.com'),
      );

      expect(await fixture.auth.reload()).toMatchObject({ emailVerified: true });
      expect(fixture.auth.current()?.emailVerified).toBe(true);
      // The functions read email_verified from the ID token: it must say so too, or every
      // member callable refuses 'Please verify your email address first'.
      const token = (await fixture.auth.idToken()) ?? '';
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64').toString('utf8'));
      expect(claims).toMatchObject({ email_verified: true });
    });

    it("reads a staff login's claim from its ID token, and none for a member or nobody", async () => {
      const fixture = await makeFixture();
      expect(await fixture.auth.staffClaim()).toBeNull();

      await signInAs(fixture, 'king');
      expect(await fixture.auth.staffClaim()).toBeNull();
      await fixture.auth.signOut();
      await signInAs(fixture, 'desk');

      expect(await fixture.auth.staffClaim()).toEqual({ venueId: 6 });
    });

    it("names a verification link's login without applying it", async () => {
      const fixture = await makeFixture();
      await fixture.auth.signUp('whose.link@example.com', NEW_PASSWORD);
      await fixture.auth.sendEmailVerification();
      const code = await latestCodeTo(fixture, 'whose.link@example.com');

      expect(await fixture.auth.verificationEmail(code)).toBe('whose.link@example.com');
      expect(await fixture.auth.reload()).toMatchObject({ emailVerified: false });
      await fixture.auth.applyEmailVerification(code);
      expect(await fixture.auth.reload()).toMatchObject({ emailVerified: true });
      await expectAuthError(fixture.auth.verificationEmail('not-a-real-code'), 'other');
    });

    it('refuses a verification code that is not one, as "other"', async () => {
      const fixture = await makeFixture();

      await expectAuthError(fixture.auth.applyEmailVerification('not-a-real-code'), 'other');
    });

    it('resets a password with the mailed link, once', async () => {
      const fixture = await makeFixture();
      const code = await requestResetCode(fixture, 'jack@example.com');

      expect(await fixture.auth.verifyPasswordResetCode(code)).toBe('jack@example.com');
      await fixture.auth.confirmPasswordReset(code, NEW_PASSWORD);

      await expectAuthError(
        fixture.auth.signIn('jack@example.com', DEMO_PASSWORD),
        'wrong-password',
      );
      expect(await fixture.auth.signIn('jack@example.com', NEW_PASSWORD)).toMatchObject({
        email: 'jack@example.com',
      });
      await expectAuthError(fixture.auth.verifyPasswordResetCode(code), 'other');
      await expectAuthError(fixture.auth.confirmPasswordReset(code, DEMO_PASSWORD), 'other');
    });

    it('refuses a reset code that is not one, as "other"', async () => {
      const fixture = await makeFixture();

      await expectAuthError(fixture.auth.verifyPasswordResetCode('made-up'), 'other');
      await expectAuthError(fixture.auth.confirmPasswordReset('made-up', NEW_PASSWORD), 'other');
    });

    it('refuses a reset link older than 2 hours (where time can be moved)', async () => {
      const fixture = await makeFixture();
      if (fixture.advanceTime === undefined) {
        console.info('Skipped: this backend cannot move its clock on by 2 hours');
        return;
      }
      const code = await requestResetCode(fixture, 'queen@example.com');

      fixture.advanceTime(TWO_HOURS_MS + 1);

      await expectAuthError(fixture.auth.verifyPasswordResetCode(code), 'other');
    });

    it('deletes the account after the password is entered again', async () => {
      const fixture = await makeFixture();
      await signInAs(fixture, 'kinghearts');
      const { states, stop, initialised } = recordAuthStates(fixture);
      await initialised;

      await fixture.auth.deleteAccount(DEMO_PASSWORD);
      stop();

      expect(states.at(-1)).toBeNull();
      expect(fixture.auth.current()).toBeNull();
      await expectAuthError(
        fixture.auth.signIn('kinghearts@example.com', DEMO_PASSWORD),
        'user-not-found',
      );
    });

    it('keeps the account when the password entered again is wrong or missing', async () => {
      const fixture = await makeFixture();
      const user = await signInAs(fixture, 'kingspades');

      await expectAuthError(fixture.auth.deleteAccount('Not-The-Password-1'), 'wrong-password');
      await expectAuthError(fixture.auth.deleteAccount(''), 'missing-password');

      expect(fixture.auth.current()).toEqual(user);
    });

    it('checks the password again for a signed-in member, who stays signed in', async () => {
      const fixture = await makeFixture();
      const user = await signInAs(fixture, 'queen');
      const { states, stop, initialised } = recordAuthStates(fixture);
      await initialised;

      await fixture.auth.reauthenticate(DEMO_PASSWORD);
      stop();

      expect(fixture.auth.current()).toEqual(user);
      expect(states).toEqual([user]);
      await expectAuthError(fixture.auth.reauthenticate('Not-The-Password-1'), 'wrong-password');
      await expectAuthError(fixture.auth.reauthenticate(''), 'missing-password');
      expect(fixture.auth.current()).toEqual(user);
    });

    it('refuses to check a password when nobody is signed in, as "other"', async () => {
      const fixture = await makeFixture();

      await expectAuthError(fixture.auth.reauthenticate(DEMO_PASSWORD), 'other');
    });

    it('refuses to delete an account when nobody is signed in, as "other"', async () => {
      const fixture = await makeFixture();

      await expectAuthError(fixture.auth.deleteAccount(DEMO_PASSWORD), 'other');
    });
  });
}
