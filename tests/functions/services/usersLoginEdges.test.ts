import { describe, expect, it, vi } from 'vitest';
import { IdentityError } from '../../../functions/src/domain/IdentityError';
import { MESSAGES } from '../../../functions/src/domain/messages';
import { adaCreatesHerLogin, adaMember } from '../ada';
import { aWorld, TEST_PASSWORD } from '../world';

const member = adaMember('100300');

const request = adaCreatesHerLogin({}, '100300');

const resendVerification = { email: 'ada@example.com', devMode: false, devDomain: '' };

describe('users-createUser, at the edges', () => {
  it('tells a member who already has a login so, and spends none of their verification mails', async () => {
    const world = aWorld();
    await world.signedInMember(member);

    const error = await world.callError('users-createUser', request);

    expect(error).toMatchObject({ code: 'aborted', message: MESSAGES.loginExists });
    for (let mail = 0; mail < 3; mail += 1) {
      await world.call('users-resendVerificationEmail', resendVerification);
    }
  });

  it('refuses a membership linked elsewhere before making any login or spending any mail', async () => {
    const world = aWorld().withMember(member);
    await world.login('old.address@example.com', { memberships: ['100300'] });
    const createUser = vi.spyOn(world.backend.identity, 'createUser');

    await world.callError('users-createUser', request);

    expect(createUser).not.toHaveBeenCalled();
    for (let mail = 0; mail < 3; mail += 1) {
      await world.call('users-resendVerificationEmail', resendVerification);
    }
  });

  it('undoes the new login completely when another login claims the membership at the same moment', async () => {
    const world = aWorld().withMember(member);
    vi.spyOn(world.backend.deps.appData, 'addMembership').mockResolvedValueOnce('held-by-another');

    const error = await world.callError('users-createUser', request);

    expect(error).toMatchObject({ code: 'aborted', message: MESSAGES.membershipLinkedElsewhere });
    expect(await world.backend.identity.getUserByEmail('ada@example.com')).toBeUndefined();
    expect(world.state.users).toEqual({});
    expect(world.outboxTo('ada@example.com')).toEqual([]);
  });

  it.each([
    [
      'a password the identity provider finds too weak',
      new IdentityError('weak-password'),
      { code: 'invalid-argument', message: 'The chosen password is too weak' },
    ],
    [
      'an email that got a login a moment ago',
      new IdentityError('email-already-exists'),
      { code: 'aborted', message: MESSAGES.loginExists },
    ],
  ])('tells the member about %s', async (_case, refusal, expected) => {
    const world = aWorld().withMember(member);
    vi.spyOn(world.backend.identity, 'createUser').mockRejectedValueOnce(refusal);

    const error = await world.callError('users-createUser', request);

    expect(error).toMatchObject(expected);
  });

  it.each([
    ['another refusal of the identity provider', new IdentityError('too-many-requests')],
    ['an outage', new Error('identity provider unavailable')],
  ])('passes %s on as it is', async (_case, failure) => {
    const world = aWorld().withMember(member);
    vi.spyOn(world.backend.identity, 'createUser').mockRejectedValueOnce(failure);

    await expect(world.backend.services.users.createUser(request, {})).rejects.toBe(failure);
  });
});

describe('users-setVerifiedEmail, at the edges', () => {
  it('answers not-found to a caller whose login no longer exists', async () => {
    const world = aWorld();
    const ghost = {
      auth: { uid: 'deleted-login', email: 'ghost@example.com', emailVerified: true },
    };

    const error = await world.callError('users-setVerifiedEmail', {}, ghost);

    expect(error).toMatchObject({ code: 'not-found', message: MESSAGES.profileNotFound });
  });

  it('starts a verified profile for a login made outside the app', async () => {
    const world = aWorld();
    const user = await world.backend.identity.createUser({
      email: 'ada@example.com',
      password: TEST_PASSWORD,
      emailVerified: true,
    });
    const ctx = { auth: { uid: user.uid, email: user.email, emailVerified: true } };

    await world.call('users-setVerifiedEmail', {}, ctx);

    expect(world.state.users[user.uid]).toEqual({
      uid: user.uid,
      email: 'ada@example.com',
      emailVerified: true,
      country: 'gb',
      memberships: [],
      gameOptin: [],
    });
  });

  it("keeps a member's linked membership when it marks their profile verified", async () => {
    const world = aWorld().withMember(member);
    const { uid, ctx } = await world.login('ada@example.com', {
      verified: false,
      memberships: ['100300'],
    });
    await world.backend.identity.setEmailVerified(uid, true);

    await world.call('users-setVerifiedEmail', {}, ctx);

    expect(world.state.users[uid]).toMatchObject({ emailVerified: true, memberships: ['100300'] });
  });
});

describe('the deletion of a login that had no email', () => {
  it('removes its profile and keeps the mail of everyone else', async () => {
    const world = aWorld();
    const { uid } = await world.login('ada@example.com');
    await world.backend.deps.mailer.send({ to: 'bob@example.com', subject: 'Hi', text: 'x' });

    await world.backend.services.users.onIdentityDeleted({ uid, emailVerified: false });

    expect(world.state.users[uid]).toBeUndefined();
    expect(world.outboxTo('bob@example.com')).toHaveLength(1);
  });
});
