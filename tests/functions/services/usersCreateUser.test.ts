import { describe, expect, it } from 'vitest';
import { adaCreatesHerLogin, adaMember } from '../ada';
import { aWorld, PRODUCTION_ORIGIN, TEST_PASSWORD } from '../world';

const member = adaMember();

const request = adaCreatesHerLogin;

describe('users-createUser', () => {
  it('creates the login and its profile linked to the membership, and mails a verification link', async () => {
    const world = aWorld().withMember(member);

    const answer = await world.call('users-createUser', request({ email: ' Ada@Example.com ' }));

    expect(answer).toEqual({ success: true });
    const user = await world.backend.identity.getUserByEmail('ada@example.com');
    expect(user).toMatchObject({ email: 'ada@example.com', emailVerified: false });
    expect(world.state.users[user!.uid]).toEqual({
      uid: user!.uid,
      email: 'ada@example.com',
      emailVerified: false,
      country: 'gb',
      memberships: ['100200'],
      gameOptin: [],
    });
    const [mail] = world.outboxTo('ada@example.com');
    expect(mail?.link).toMatch(
      new RegExp(`^${PRODUCTION_ORIGIN}/account/pending\\?mode=verifyEmail&oobCode=\\w+$`),
    );
  });

  it('lets the new login sign in with the chosen password', async () => {
    const world = aWorld().withMember(member);
    await world.call('users-createUser', request());

    const user = await world.backend.identity.signInWithPassword('ada@example.com', TEST_PASSWORD);

    expect(user.email).toBe('ada@example.com');
  });

  it.each([
    ['date of birth', { dob: '1985-04-13' }],
    ['email', { email: 'someone.else@example.com' }],
    ['membership number', { customerNumber: '999999' }],
  ])('refuses a %s that does not match the membership', async (_field, changes) => {
    const world = aWorld().withMember(member);

    const error = await world.callError('users-createUser', request(changes));

    expect(error.code).toBe('invalid-argument');
    expect(error.message).toMatch(/do not match a membership/);
    expect(Object.keys(world.state.identityUsers)).toHaveLength(0);
  });

  it('refuses an email that already has a login', async () => {
    const world = aWorld().withMember(member);
    await world.login('ada@example.com');

    const error = await world.callError('users-createUser', request());

    expect(error.code).toBe('aborted');
    expect(error.message).toMatch(/already exists/);
  });

  it('refuses a membership already linked to another login', async () => {
    const world = aWorld().withMember(member);
    await world.login('old.address@example.com', { memberships: ['100200'] });

    const error = await world.callError('users-createUser', request());

    expect(error.code).toBe('aborted');
    expect(error.message).toBe('This membership is already linked to another online account');
  });

  it.each([
    ['7 characters', 'Abc-123'],
    ['129 characters', 'x'.repeat(129)],
  ])('refuses a password of %s', async (_case, password) => {
    const world = aWorld().withMember(member);

    const error = await world.callError('users-createUser', request({ password }));

    expect(error).toMatchObject({
      code: 'invalid-argument',
      message: 'Password must be 8 to 128 characters',
    });
  });

  it('does not keep the password in plain text', async () => {
    const world = aWorld().withMember(member);
    await world.call('users-createUser', request());

    expect(JSON.stringify(world.state)).not.toContain(TEST_PASSWORD);
  });

  it('needs no sign-in', async () => {
    const world = aWorld().withMember(member);

    await expect(world.call('users-createUser', request(), {})).resolves.toEqual({ success: true });
  });
});
