import { describe, expect, it } from 'vitest';
import { LAST_USER_KEY, OPTIN_IDS_KEY } from '../../../src/core/kernel/constants';
import { messages } from '../../../src/core/kernel/messages';
import { DeleteAccount } from '../../../src/core/settings/DeleteAccount';
import { LinkMembership } from '../../../src/core/account/LinkMembership';
import {
  RegisterMembership,
  type RegisterForm,
} from '../../../src/core/account/RegisterMembership';
import { ResendVerification } from '../../../src/core/account/ResendVerification';
import { SetVerifiedEmail } from '../../../src/core/session/SetVerifiedEmail';
import { anAuthUser } from '../../builders/anAuthUser';
import { FakePlatform } from '../../doubles/FakePlatform';
import { FixedClock } from '../../doubles/FixedClock';
import { InMemoryKeyValueStore } from '../../doubles/InMemoryKeyValueStore';
import { ScriptedAuth } from '../../doubles/ScriptedAuth';
import { ScriptedCallables } from '../../doubles/ScriptedCallables';

function registration(overrides: Partial<RegisterForm> = {}): RegisterForm {
  return {
    title: 'Ms',
    firstName: 'Sam',
    lastName: 'Reed',
    gender: 'Prefer not to say',
    dob: '1990-01-31',
    email: 'sam@example.com',
    mobilePhone: '07700 900123',
    over18: true,
    termsAccepted: true,
    marketingOptIn: false,
    homeCasino: 6,
    ...overrides,
  };
}

describe('RegisterMembership', () => {
  it('sends the registration for location gb in the wire format and answers the customer number', async () => {
    const callables = new ScriptedCallables().answer('members-registerAccount', {
      data: { success: true, customerNumber: '20000001' },
    });

    const customerNumber = await new RegisterMembership(callables, new FixedClock()).execute(
      registration(),
    );

    expect(customerNumber).toBe('20000001');
    expect(callables.callsTo('members-registerAccount')).toEqual([
      {
        location: 'gb',
        values: {
          title: 'Ms',
          firstName: 'Sam',
          lastName: 'Reed',
          gender: 'prefer-not-to-say',
          dob: '1990-01-31',
          email: 'sam@example.com',
          mobilePhone: '+447700900123',
          over18: true,
          termsAccepted: true,
          marketingOptIn: false,
          homeCasino: 6,
        },
      },
    ]);
  });

  it.each([
    ['no over-18 consent', { over18: false }, 'over18', messages.validation.confirmOver18],
    [
      'terms not accepted',
      { termsAccepted: false },
      'termsAccepted',
      messages.validation.acceptTerms,
    ],
    ['no gender', { gender: '' }, 'gender', messages.validation.selectGender],
    [
      'no home casino',
      { homeCasino: null },
      'homeCasino',
      'Please choose a home casino from the list',
    ],
  ])('refuses a registration with %s', async (_case, change, field, message) => {
    const callables = new ScriptedCallables();

    const attempt = new RegisterMembership(callables, new FixedClock()).execute(
      registration(change),
    );

    await expect(attempt).rejects.toMatchObject({ fieldErrors: { [field]: message } });
    expect(callables.calls).toEqual([]);
  });

  it('marks a missing home casino together with the other missing fields', async () => {
    const callables = new ScriptedCallables();

    const attempt = new RegisterMembership(callables, new FixedClock()).execute(
      registration({ firstName: '', homeCasino: null }),
    );

    await expect(attempt).rejects.toMatchObject({
      fieldErrors: {
        firstName: messages.validation.required('First name'),
        homeCasino: 'Please choose a home casino from the list',
      },
    });
    expect(callables.calls).toEqual([]);
  });
});

describe('ResendVerification', () => {
  it.each([
    [{ success: true } as const, 'sent'],
    [{ isVerified: true } as const, 'already-verified'],
  ])('answers %j as %s', async (response, outcome) => {
    const callables = new ScriptedCallables().answer('users-resendVerificationEmail', response);

    const result = await new ResendVerification(callables, new FakePlatform()).execute(
      'alex@example.com',
    );

    expect(result).toBe(outcome);
    expect(callables.callsTo('users-resendVerificationEmail')[0]).toMatchObject({
      email: 'alex@example.com',
    });
  });
});

describe('SetVerifiedEmail', () => {
  it('tells the server with an empty request', async () => {
    const callables = new ScriptedCallables().answer('users-setVerifiedEmail', { success: true });

    await new SetVerifiedEmail(callables).execute();

    expect(callables.callsTo('users-setVerifiedEmail')).toEqual([{}]);
  });
});

describe('LinkMembership', () => {
  it('sends the location, membership number and date of birth', async () => {
    const callables = new ScriptedCallables().answer('members-linkMembership', { success: true });

    await new LinkMembership(callables, new FixedClock()).execute('gb', {
      membershipNumber: ' 10012345 ',
      dob: '1980-05-17',
    });

    expect(callables.callsTo('members-linkMembership')).toEqual([
      { location: 'gb', membershipNumber: '10012345', dob: '1980-05-17' },
    ]);
  });

  it('refuses a date of birth in the future without calling the server', async () => {
    const callables = new ScriptedCallables();

    const attempt = new LinkMembership(callables, new FixedClock('2026-03-01T12:00:00Z')).execute(
      'gb',
      {
        membershipNumber: '10012345',
        dob: '2026-03-02',
      },
    );

    await expect(attempt).rejects.toMatchObject({
      fieldErrors: { dob: messages.validation.futureDate },
    });
    expect(callables.calls).toEqual([]);
  });
});

describe('DeleteAccount', () => {
  function arrange() {
    const user = anAuthUser().build();
    const auth = new ScriptedAuth().withAccount(user, 'my-password').signedInAs(user);
    const device = new InMemoryKeyValueStore({
      [OPTIN_IDS_KEY]: '["e"]',
      [LAST_USER_KEY]: 'uid-alex',
    });
    const callables = new ScriptedCallables().answer('users-prepareDeletion', {
      success: true,
      reference: 'DEL-7K2M9QXA',
    });
    return { auth, device, deleteAccount: new DeleteAccount(auth, callables, device) };
  }

  it('deletes the login after the password is re-entered and forgets the device data', async () => {
    const { auth, device, deleteAccount } = arrange();

    const reference = await deleteAccount.execute({ password: 'my-password', confirmed: true });

    expect(reference).toBe('DEL-7K2M9QXA');
    expect(auth.accounts.size).toBe(0);
    expect(device.get(OPTIN_IDS_KEY)).toBeNull();
    expect(device.get(LAST_USER_KEY)).toBeNull();
  });

  it('deletes nothing without the confirmation tick', async () => {
    const { auth, deleteAccount } = arrange();

    await expect(
      deleteAccount.execute({ password: 'my-password', confirmed: false }),
    ).rejects.toMatchObject({
      fieldErrors: { confirmed: messages.validation.confirmDelete },
    });
    expect(auth.accounts.size).toBe(1);
  });

  it('deletes nothing with a wrong password', async () => {
    const { auth, device, deleteAccount } = arrange();

    await expect(
      deleteAccount.execute({ password: 'guess', confirmed: true }),
    ).rejects.toMatchObject({
      reason: 'wrong-password',
    });
    expect(auth.accounts.size).toBe(1);
    expect(device.get(OPTIN_IDS_KEY)).toBe('["e"]');
  });
});
