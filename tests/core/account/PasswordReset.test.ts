import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../src/core/kernel/AuthError';
import { DomainError } from '../../../src/core/kernel/DomainError';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { CheckResetLink } from '../../../src/core/account/CheckResetLink';
import { InvalidFormError } from '../../../src/core/kernel/InvalidFormError';
import { RequestPasswordReset } from '../../../src/core/account/RequestPasswordReset';
import { ResetPassword } from '../../../src/core/account/ResetPassword';
import { anAuthUser } from '../../builders/anAuthUser';
import { FakePlatform } from '../../doubles/FakePlatform';
import { ScriptedAuth } from '../../doubles/ScriptedAuth';
import { ScriptedCallables } from '../../doubles/ScriptedCallables';

const STRONG = 'violet-Harbour-tractor-91';

describe('RequestPasswordReset', () => {
  it('sends the link request with the dev link options and answers "sent"', async () => {
    const callables = new ScriptedCallables().answer('users-sendPasswordReset', { success: true });
    const platform = new FakePlatform();

    const outcome = await new RequestPasswordReset(callables, platform).execute({
      email: ' alex@example.com ',
    });

    expect(outcome).toBe('sent');
    expect(callables.callsTo('users-sendPasswordReset')).toEqual([
      { email: 'alex@example.com', devMode: true, devDomain: 'http://127.0.0.1:5173' },
    ]);
  });

  it('answers when the last link went when the server held the mail back', async () => {
    const callables = new ScriptedCallables().answer('users-sendPasswordReset', {
      success: true,
      lastSentAt: '2026-07-01T13:02:00.000Z',
      nextSendAt: '2026-07-01T14:02:00.000Z',
    });

    const outcome = await new RequestPasswordReset(callables, new FakePlatform()).execute({
      email: 'alex@example.com',
    });

    expect(outcome).toEqual({
      lastSentAt: new Date('2026-07-01T13:02:00.000Z'),
      nextSendAt: new Date('2026-07-01T14:02:00.000Z'),
    });
  });

  it('answers "create-login" when the server says to create a new one (spec section 8)', async () => {
    const callables = new ScriptedCallables().fail(
      'users-sendPasswordReset',
      new FunctionError(
        'not-found',
        'There is no online account for this email, please create a new one.',
      ),
    );

    const outcome = await new RequestPasswordReset(callables, new FakePlatform()).execute({
      email: 'x@example.com',
    });

    expect(outcome).toBe('create-login');
  });

  it('tells a member plainly that no more mails can be sent for now (the mail limit)', async () => {
    const callables = new ScriptedCallables().fail(
      'users-sendPasswordReset',
      new FunctionError('resource-exhausted', 'Too many emails have been asked for this address'),
    );

    await expect(
      new RequestPasswordReset(callables, new FakePlatform()).execute({ email: 'x@example.com' }),
    ).rejects.toEqual(new DomainError('tooManyEmails'));
  });

  it('passes other failures on', async () => {
    const failure = new FunctionError('permission-denied', 'Not allowed');
    const callables = new ScriptedCallables().fail('users-sendPasswordReset', failure);

    await expect(
      new RequestPasswordReset(callables, new FakePlatform()).execute({ email: 'x@example.com' }),
    ).rejects.toBe(failure);
  });

  it('refuses an invalid email without calling the server', async () => {
    const callables = new ScriptedCallables();

    await expect(
      new RequestPasswordReset(callables, new FakePlatform()).execute({ email: 'not-an-email' }),
    ).rejects.toBeInstanceOf(InvalidFormError);
    expect(callables.calls).toEqual([]);
  });
});

describe('CheckResetLink and ResetPassword', () => {
  function authWithCode() {
    const auth = new ScriptedAuth().withAccount(anAuthUser().build(), 'old-password');
    auth.resetCodes.set('code-1', 'alex@example.com');
    return auth;
  }

  it('answers the email a valid link was sent to', async () => {
    expect(await new CheckResetLink(authWithCode()).execute('code-1')).toBe('alex@example.com');
  });

  it('calls an unknown or expired link "invalid or expired"', async () => {
    await expect(new CheckResetLink(authWithCode()).execute('code-x')).rejects.toEqual(
      new DomainError('invalidResetLink'),
    );
  });

  it('keeps a network failure as it is, so the member can retry', async () => {
    const auth = authWithCode().failNext(
      'verifyPasswordResetCode',
      new AuthError('network', 'offline'),
    );

    await expect(new CheckResetLink(auth).execute('code-1')).rejects.toMatchObject({
      reason: 'network',
    });
  });

  it('sets a strong new password', async () => {
    const auth = authWithCode();

    await new ResetPassword(auth).execute(
      'code-1',
      { password: STRONG, confirmPassword: STRONG },
      'alex@example.com',
    );

    expect(auth.accounts.get('alex@example.com')?.password).toBe(STRONG);
  });

  it('refuses a weak password without using the link', async () => {
    const auth = authWithCode();

    const attempt = new ResetPassword(auth).execute(
      'code-1',
      { password: 'password', confirmPassword: 'password' },
      'alex@example.com',
    );

    await expect(attempt).rejects.toMatchObject({
      fieldErrors: { password: 'The chosen password is too weak' },
    });
    expect(auth.operations).not.toContain('confirmPasswordReset');
  });

  it('calls a used link "invalid or expired" on reset', async () => {
    const auth = authWithCode();
    auth.resetCodes.clear();

    await expect(
      new ResetPassword(auth).execute(
        'code-1',
        { password: STRONG, confirmPassword: STRONG },
        'alex@example.com',
      ),
    ).rejects.toEqual(new DomainError('invalidResetLink'));
  });
});
