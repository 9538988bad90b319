import { expect } from 'vitest';
import type { RegistrationValues } from '@met/scheme/contract';
import type { BackendFixture, FixtureFactory, SuiteApi } from '../BackendFixture';
import { expectFunctionError, signInAs } from '../expectations';

const NO_DEV_LINKS = { devMode: false, devDomain: '' };
const STRONG_PASSWORD = 'Velvet-Roulette-Sunrise-71';

export function aRegistration(overrides: Partial<RegistrationValues> = {}): RegistrationValues {
  return {
    title: 'Ms',
    firstName: 'Rosa',
    lastName: 'Lane',
    gender: 'female',
    dob: '1990-06-15',
    email: 'rosa.lane@example.com',
    mobilePhone: '07700 900555',
    over18: true,
    termsAccepted: true,
    marketingOptIn: false,
    homeCasino: 6,
    ...overrides,
  };
}

async function register(fixture: BackendFixture, values: RegistrationValues): Promise<string> {
  const answer = await fixture.callables.call('members-registerAccount', {
    values,
    location: 'gb',
  });
  return answer.data.customerNumber;
}

/** Joining, logins, verification emails, password resets and linking (users-*, members-link). */
export function accountCallablesContract(
  { describe, it }: SuiteApi,
  makeFixture: FixtureFactory<BackendFixture>,
): void {
  describe('joining and logins', () => {
    it('members-registerAccount joins the scheme; an email with a membership is refused', async () => {
      const fixture = await makeFixture();

      const answer = await fixture.callables.call('members-registerAccount', {
        values: aRegistration(),
        location: 'gb',
      });

      expect(answer).toEqual({ data: { success: true, customerNumber: expect.any(String) } });
      await expectFunctionError(
        register(fixture, aRegistration({ email: 'king@example.com' })),
        'aborted',
      );
      await expectFunctionError(
        register(fixture, aRegistration({ over18: false })),
        'invalid-argument',
      );
    });

    it('users-createUser makes a login for a joined member whose details match', async () => {
      const fixture = await makeFixture();
      const customerNumber = await register(fixture, aRegistration());
      const request = {
        firstName: 'Rosa',
        lastName: 'Lane',
        dob: '1990-06-15',
        email: 'rosa.lane@example.com',
        customerNumber,
        password: STRONG_PASSWORD,
        ...NO_DEV_LINKS,
      };

      await expectFunctionError(
        fixture.callables.call('users-createUser', { ...request, dob: '1990-06-16' }),
        'invalid-argument',
      );
      expect(await fixture.callables.call('users-createUser', request)).toEqual({ success: true });
      await expectFunctionError(fixture.callables.call('users-createUser', request), 'aborted');
      expect(await fixture.latestLinkTo('rosa.lane@example.com')).toContain('mode=verifyEmail');
    });

    it('users-sendPasswordReset mails a reset link, or says to create a new account', async () => {
      const fixture = await makeFixture();

      const answer = await fixture.callables.call('users-sendPasswordReset', {
        email: 'queen@example.com',
        ...NO_DEV_LINKS,
      });

      expect(answer).toEqual({ success: true });
      expect(await fixture.latestLinkTo('queen@example.com')).toContain('mode=resetPassword');
      await expectFunctionError(
        fixture.callables.call('users-sendPasswordReset', {
          email: 'nobody@example.com',
          ...NO_DEV_LINKS,
        }),
        'not-found',
        'create a new one',
      );
    });

    it('users-resendVerificationEmail sends again; only the signed-in owner hears "verified"', async () => {
      const fixture = await makeFixture();
      const resend = (email: string) =>
        fixture.callables.call('users-resendVerificationEmail', { email, ...NO_DEV_LINKS });

      expect(await resend('unverified@example.com')).toEqual({ success: true });
      expect(await fixture.latestLinkTo('unverified@example.com')).toContain('mode=verifyEmail');
      // Anonymous callers get one answer for unknown, unverified and verified emails, so it never
      // tells whether an address has a login
      // (DECISIONS.md "Account and mail: enumeration, mail limits and dev links").
      expect(await resend('nobody@example.com')).toEqual({ success: true });
      expect(await resend('king@example.com')).toEqual({ success: true });
      await signInAs(fixture, 'king');
      expect(await resend('king@example.com')).toEqual({ isVerified: true });
    });

    it('users-setVerifiedEmail copies a verified email to the profile, for the caller only', async () => {
      const fixture = await makeFixture();
      const setVerified = () => fixture.callables.call('users-setVerifiedEmail', {});

      await expectFunctionError(setVerified(), 'unauthenticated');
      await signInAs(fixture, 'unverified');
      await expectFunctionError(setVerified(), 'permission-denied');
      await signInAs(fixture, 'king');
      expect(await setVerified()).toEqual({ success: true });
    });

    it('members-linkMembership links a membership whose date of birth matches', async () => {
      const fixture = await makeFixture();
      const link = (membershipNumber: string, dob: string) =>
        fixture.callables.call('members-linkMembership', { location: 'gb', membershipNumber, dob });

      await expectFunctionError(link('100200', '1985-04-12'), 'unauthenticated');
      await signInAs(fixture, 'unlinked');
      await expectFunctionError(link('100200', '1985-04-13'), 'invalid-argument');
      await expectFunctionError(link('not-a-number', '1985-04-12'), 'invalid-argument');
      expect(await link('100200', '1985-04-12')).toEqual({ success: true });
      const member = await fixture.callables.call('members-getMember', { location: 'gb' });
      expect(member.result.customer_number).toBe('100200');
    });
  });
}
