import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/core/kernel/messages';
import {
  CheckLoginDetails,
  type CreateLoginForm,
} from '../../../src/core/account/CheckLoginDetails';
import { CreateLogin } from '../../../src/core/account/CreateLogin';
import { InvalidFormError } from '../../../src/core/kernel/InvalidFormError';
import { FakePlatform } from '../../doubles/FakePlatform';
import { FixedClock } from '../../doubles/FixedClock';
import { ScriptedAuth } from '../../doubles/ScriptedAuth';
import { ScriptedCallables } from '../../doubles/ScriptedCallables';

const STRONG = {
  password: 'violet-Harbour-tractor-91',
  confirmPassword: 'violet-Harbour-tractor-91',
};

function details(overrides: Partial<CreateLoginForm> = {}): CreateLoginForm {
  return {
    firstName: 'Alex',
    lastName: 'Morgan',
    dob: '1980-05-17',
    email: 'alex@example.com',
    customerNumber: '10012345',
    ...overrides,
  };
}

function arrange() {
  const callables = new ScriptedCallables().answer('users-createUser', { success: true });
  const auth = new ScriptedAuth();
  auth.initialise();
  const createLogin = new CreateLogin(callables, auth, new FakePlatform(), new FixedClock());
  return { callables, auth, createLogin };
}

describe('CheckLoginDetails', () => {
  it('accepts the details with the membership number left blank', async () => {
    const values = await new CheckLoginDetails(new FixedClock()).execute(
      details({ customerNumber: '' }),
    );

    expect(values.customerNumber).toBeUndefined();
  });

  it('marks missing fields with the catalogue message', async () => {
    const attempt = new CheckLoginDetails(new FixedClock()).execute(
      details({ firstName: '', email: '' }),
    );

    await expect(attempt).rejects.toMatchObject({
      message: messages.validation.requiredInformation,
      fieldErrors: { firstName: 'First name is required', email: 'Email address is required' },
    });
  });
});

describe('CreateLogin', () => {
  it('asks the server to create the login for a membership (users-createUser)', async () => {
    const { createLogin, callables, auth } = arrange();

    const outcome = await createLogin.execute(details(), STRONG);

    expect(outcome).toBe('created-for-membership');
    expect(callables.callsTo('users-createUser')).toEqual([
      {
        firstName: 'Alex',
        lastName: 'Morgan',
        dob: '1980-05-17',
        email: 'alex@example.com',
        customerNumber: '10012345',
        password: STRONG.password,
        devMode: true,
        devDomain: 'http://127.0.0.1:5173',
      },
    ]);
    expect(auth.operations).toEqual([]);
  });

  it("uses the identity provider's sign-up and sends a verification email without a membership number", async () => {
    const { createLogin, callables, auth } = arrange();

    const outcome = await createLogin.execute(details({ customerNumber: ' ' }), STRONG);

    expect(outcome).toBe('signed-up');
    expect(auth.operations).toEqual(['signUp', 'sendEmailVerification']);
    expect(auth.verificationEmailsSent).toBe(1);
    expect(callables.calls).toEqual([]);
  });

  it.each([
    [
      'too weak',
      { password: 'password1', confirmPassword: 'password1' },
      'password',
      messages.validation.passwordTooWeak,
    ],
    [
      'the member name',
      { password: 'AlexMorgan', confirmPassword: 'AlexMorgan' },
      'password',
      messages.validation.passwordTooWeak,
    ],
    [
      'not confirmed',
      { password: STRONG.password, confirmPassword: 'different' },
      'confirmPassword',
      messages.validation.passwordsDoNotMatch,
    ],
  ])(
    'refuses a password that is %s and sends nothing',
    async (_case, passwords, field, message) => {
      const { createLogin, callables, auth } = arrange();

      const attempt = createLogin.execute(details(), passwords);

      await expect(attempt).rejects.toBeInstanceOf(InvalidFormError);
      await expect(attempt).rejects.toMatchObject({ fieldErrors: { [field]: message } });
      expect(callables.calls).toEqual([]);
      expect(auth.operations).toEqual([]);
    },
  );
});
