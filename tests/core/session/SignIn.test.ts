import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../src/core/kernel/AuthError';
import { messages } from '../../../src/core/kernel/messages';
import { InvalidFormError } from '../../../src/core/kernel/InvalidFormError';
import { SignIn } from '../../../src/core/session/SignIn';
import { anAuthUser } from '../../builders/anAuthUser';
import { ScriptedAuth } from '../../doubles/ScriptedAuth';

describe('SignIn', () => {
  it('signs in with the email trimmed', async () => {
    const auth = new ScriptedAuth().withAccount(anAuthUser().build(), 'Correct-Horse-42');
    auth.initialise();
    const signIn = new SignIn(auth);

    const user = await signIn.execute({
      email: '  alex@example.com ',
      password: 'Correct-Horse-42',
    });

    expect(user.uid).toBe('uid-alex');
    expect(auth.current()?.uid).toBe('uid-alex');
  });

  it('refuses a form with no password without asking the identity provider', async () => {
    const auth = new ScriptedAuth();
    const signIn = new SignIn(auth);

    const attempt = signIn.execute({ email: 'alex@example.com', password: '' });

    await expect(attempt).rejects.toBeInstanceOf(InvalidFormError);
    await expect(attempt).rejects.toMatchObject({
      fieldErrors: { password: messages.login.missingPassword },
    });
    expect(auth.operations).toEqual([]);
  });

  it('passes the provider refusal on as an AuthError with its reason', async () => {
    const auth = new ScriptedAuth().withAccount(anAuthUser().build(), 'Correct-Horse-42');
    const signIn = new SignIn(auth);

    const attempt = signIn.execute({ email: 'alex@example.com', password: 'nope' });

    await expect(attempt).rejects.toBeInstanceOf(AuthError);
    await expect(attempt).rejects.toMatchObject({ reason: 'wrong-password' });
  });
});
