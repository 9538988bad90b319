import { describe, expect, it } from 'vitest';
import { aWorld, PRODUCTION_ORIGIN } from '../world';

const oobCodeOf = (link: string | undefined) =>
  new URL(link ?? '').searchParams.get('oobCode') ?? '';
const HOUR = 60 * 60 * 1000;

describe('users-sendPasswordReset', () => {
  it('mails a reset link to the production site', async () => {
    const world = aWorld();
    await world.login('ada@example.com');

    const answer = await world.call('users-sendPasswordReset', {
      email: 'ada@example.com',
      devMode: false,
      devDomain: 'http://127.0.0.1:5173',
    });

    expect(answer).toEqual({ success: true });
    expect(world.outboxTo('ada@example.com')[0]?.link).toMatch(
      new RegExp(`^${PRODUCTION_ORIGIN}/reset-password\\?mode=resetPassword&oobCode=\\w+$`),
    );
  });

  it.each([
    ['a loopback dev domain', 'http://127.0.0.1:5173/', 'http://127.0.0.1:5173'],
    ['localhost', 'http://localhost:4173', 'http://localhost:4173'],
    ['a configured preview origin', 'https://preview.example.com', 'https://preview.example.com'],
    ['any other origin (never honoured)', 'https://evil.example.net', PRODUCTION_ORIGIN],
    ['something that is no URL', 'not a url', PRODUCTION_ORIGIN],
  ])('in dev mode points the link at %s', async (_case, devDomain, origin) => {
    const world = aWorld();
    await world.login('ada@example.com');

    await world.call('users-sendPasswordReset', {
      email: 'ada@example.com',
      devMode: true,
      devDomain,
    });

    expect(
      world.outboxTo('ada@example.com')[0]?.link?.startsWith(`${origin}/reset-password?`),
    ).toBe(true);
  });

  it('answers not-found for an unknown email, asking to create a new one', async () => {
    const world = aWorld();

    const error = await world.callError('users-sendPasswordReset', {
      email: 'nobody@example.com',
      devMode: false,
      devDomain: '',
    });

    expect(error.code).toBe('not-found');
    expect(error.message).toContain('create a new one');
  });

  it.each([
    ['2 hours less 1 ms', 2 * HOUR - 1, 'works'],
    ['exactly 2 hours', 2 * HOUR, 'works'],
    ['2 hours and 1 ms', 2 * HOUR + 1, 'expired-action-code'],
  ])('the reset link %s after sending', async (_case, elapsed, outcome) => {
    const world = aWorld();
    await world.login('ada@example.com');
    await world.call('users-sendPasswordReset', {
      email: 'ada@example.com',
      devMode: false,
      devDomain: '',
    });
    const code = oobCodeOf(world.outboxTo('ada@example.com')[0]?.link);

    world.clock.advanceBy(elapsed);
    const result = world.backend.identity.verifyPasswordResetCode(code);

    if (outcome === 'works') await expect(result).resolves.toBe('ada@example.com');
    else await expect(result).rejects.toMatchObject({ reason: outcome });
  });
});

describe('users-resendVerificationEmail', () => {
  const resend = (email = 'ada@example.com') => ({ email, devMode: false, devDomain: '' });

  it('answers its signed-in owner isVerified and sends nothing when the email is verified', async () => {
    const world = aWorld();
    const { ctx } = await world.login('ada@example.com', { verified: true });

    const answer = await world.call('users-resendVerificationEmail', resend(), ctx);

    expect(answer).toEqual({ isVerified: true });
    expect(world.outboxTo('ada@example.com')).toHaveLength(0);
  });

  it('answers anyone else success, and tells the verified owner by a mail with no link to verify', async () => {
    const world = aWorld();
    await world.login('ada@example.com', { verified: true });

    const answer = await world.call('users-resendVerificationEmail', resend());

    expect(answer).toEqual({ success: true });
    expect(world.outboxTo('ada@example.com')).toEqual([
      expect.objectContaining({
        subject: 'Your email address is already verified',
        link: `${PRODUCTION_ORIGIN}/login`,
      }),
    ]);
  });

  it('sends a verification link to an unverified login', async () => {
    const world = aWorld();
    await world.login('ada@example.com', { verified: false });

    const answer = await world.call('users-resendVerificationEmail', resend());

    expect(answer).toEqual({ success: true });
    expect(world.outboxTo('ada@example.com')[0]?.link).toContain(
      '/account/pending?mode=verifyEmail&oobCode=',
    );
  });

  it('answers an unknown email as a known unverified one, and mails nobody', async () => {
    const world = aWorld();

    const answer = await world.call('users-resendVerificationEmail', resend('nobody@example.com'));

    expect(answer).toEqual({ success: true });
    expect(world.outboxTo('nobody@example.com')).toHaveLength(0);
  });

  it('mails one verification every two minutes however often it is asked, and answers every ask alike', async () => {
    const world = aWorld();
    await world.login('ada@example.com', { verified: false });
    const answers = [];
    for (let asked = 0; asked < 4; asked += 1) {
      answers.push(await world.call('users-resendVerificationEmail', resend()));
      world.clock.advanceBy(30_000);
    }
    world.clock.advanceBy(60_000);
    answers.push(await world.call('users-resendVerificationEmail', resend()));

    expect(answers).toEqual(Array(5).fill({ success: true }));
    expect(world.outboxTo('ada@example.com')).toHaveLength(2);
  });

  it('the verification link verifies the login once', async () => {
    const world = aWorld();
    const { uid } = await world.login('ada@example.com', { verified: false });
    await world.call('users-resendVerificationEmail', resend());
    const code = oobCodeOf(world.outboxTo('ada@example.com')[0]?.link);

    await world.backend.identity.applyActionCode(code);

    expect((await world.backend.identity.getUser(uid))?.emailVerified).toBe(true);
    await expect(world.backend.identity.applyActionCode(code)).rejects.toMatchObject({
      reason: 'invalid-action-code',
    });
  });
});

describe('users-setVerifiedEmail', () => {
  it('marks the profile verified once the identity provider says so', async () => {
    const world = aWorld();
    const { uid, ctx } = await world.login('ada@example.com', { verified: false });
    await world.backend.identity.setEmailVerified(uid, true);

    const answer = await world.call('users-setVerifiedEmail', {}, ctx);

    expect(answer).toEqual({ success: true });
    expect(world.state.users[uid]?.emailVerified).toBe(true);
  });

  it('refuses while the identity provider says the email is unverified, whatever the token claims', async () => {
    const world = aWorld();
    const { uid } = await world.login('ada@example.com', { verified: false });
    const claimsVerified = { auth: { uid, email: 'ada@example.com', emailVerified: true } };

    const error = await world.callError('users-setVerifiedEmail', {}, claimsVerified);

    expect(error.code).toBe('permission-denied');
    expect(world.state.users[uid]?.emailVerified).toBe(false);
  });

  it('refuses a caller who is not signed in', async () => {
    const world = aWorld();

    const error = await world.callError('users-setVerifiedEmail', {}, {});

    expect(error).toMatchObject({ code: 'unauthenticated', message: 'User not signed in' });
  });
});
